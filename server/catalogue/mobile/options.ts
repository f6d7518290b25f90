import type { OptionItem } from '../../../src/domain/catalogue-types';

const STREAMING_BOOSTS = [
  { size: 'S', from: 40, to: 60, cents: 499 },
  { size: 'M', from: 100, to: 150, cents: 599 },
  { size: 'L', from: 200, to: 300, cents: 999 },
];

/** Mobile options; the streaming boosts share a grouping_id because only one of them can be booked (spec §4). */
export const MOBILE_ITEMS: OptionItem[] = [
  ...STREAMING_BOOSTS.map(
    (boost): OptionItem => ({
      concrete_product_id: `OP-STREAMING-${boost.size}`,
      product_name: `Streaming-Option ${boost.size}`,
      description: `50 % mehr Datenvolumen fürs Streaming: ${boost.from} GB werden zu ${boost.to} GB.`,
      kind: 'option',
      mandatory: false,
      grouping_id: 'streaming-boost',
      conditions: [{ type: 'monthly', amount_cents: boost.cents, footnotes: ['STREAMING_OPTION'] }],
      footnotes: ['STREAMING_OPTION'],
      requires_german_residence: true,
    }),
  ),
  {
    concrete_product_id: 'OP-VIDEO-STREAMING',
    product_name: 'Video-Streaming-Option',
    description: 'Filme und Serien eines Video-Streamingdienstes, monatlich kündbar.',
    kind: 'option',
    mandatory: false,
    grouping_id: 'video-streaming',
    conditions: [{ type: 'monthly', amount_cents: 599, footnotes: ['VIDEO_STREAMING'] }],
    footnotes: ['VIDEO_STREAMING'],
    requires_german_residence: true,
  },
];
