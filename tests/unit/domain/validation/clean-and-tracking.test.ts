import { cleanBeforeSave } from '../../../../src/domain/validation/clean';
import { ageOn, birthDateBounds } from '../../../../src/domain/validation/dates';
import { trackingIdFrom } from '../../../../src/domain/tracking-id';

describe('cleanBeforeSave (spec §5 "Before saving")', () => {
  it('strips empty strings, null and objects left empty, and capitalises city and street', () => {
    expect(
      cleanBeforeSave({
        customer: {
          first_name: 'Erika',
          title: '',
          payback: null,
          address: { street: 'lindenallee', city: 'bonn', house_no_suffix: '' },
        },
        provider_change: { current_provider: '', ported_number: null },
        consents: { marketing: false },
      }),
    ).toEqual({
      customer: { first_name: 'Erika', address: { street: 'Lindenallee', city: 'Bonn' } },
      consents: { marketing: false },
    });
  });

  it('keeps lists and numbers as they are', () => {
    expect(cleanBeforeSave({ tags: ['a'], count: 0 })).toEqual({ tags: ['a'], count: 0 });
  });
});

describe('tracking id (spec §3)', () => {
  it('takes the first present parameter in the order trackid, ext_id, wt_mc, pk_kwd, pk_campaign', () => {
    expect(trackingIdFrom('?pk_campaign=c&wt_mc=w&ext_id=e')).toBe('e');
    expect(trackingIdFrom('?pk_campaign=c&trackid=t')).toBe('t');
    expect(trackingIdFrom('?pk_kwd=k&pk_campaign=c')).toBe('k');
    expect(trackingIdFrom('?pk_campaign=c')).toBe('c');
    expect(trackingIdFrom('?trackid=&wt_mc=w')).toBe('w');
    expect(trackingIdFrom('?slug=x')).toBeNull();
  });
});

describe('age bounds (Young 18–27)', () => {
  const today = new Date(Date.UTC(2026, 0, 15));
  it('allow the 18th birthday today up to the day before the 28th birthday', () => {
    expect(birthDateBounds(today, 18, 27)).toEqual({ min: '1998-01-16', max: '2008-01-15' });
    expect(ageOn('2008-01-15', today)).toBe(18);
    expect(ageOn('2008-01-16', today)).toBe(17);
    expect(ageOn('1998-01-16', today)).toBe(27);
    expect(ageOn('1998-01-15', today)).toBe(28);
    expect(ageOn('1998-02-30', today)).toBeNull();
  });
  it('move 29 February to 28 February in common years', () => {
    expect(birthDateBounds(new Date(Date.UTC(2024, 1, 29)), 18, 27).max).toBe('2006-02-28');
  });
});
