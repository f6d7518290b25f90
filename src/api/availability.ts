import type { Address } from '../domain/address';
import type { AvailabilityAnswer } from '../domain/api-answers';
import type { FormSchema } from '../domain/form-schema';
import { request } from './client';

const BASE = '/landline/new-customer/new-contract';

export const fetchAvailabilitySchema = () =>
  request<FormSchema>({ method: 'POST', url: `${BASE}/form-schemas`, data: { scope: 'AVAILABILITY_CHECK' } });

export const checkAvailability = (address: Address) =>
  request<AvailabilityAnswer>({
    method: 'POST',
    url: `${BASE}/check-availability`,
    data: { address },
  });
