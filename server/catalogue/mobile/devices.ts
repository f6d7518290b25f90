import type { Device } from '../../../src/domain/catalogue-types';
import { buildDevice } from './device-factory';
import { SMARTPHONE_SPECS, TABLET_SPECS } from './device-specs';

export const DEVICE_SPECS = [...SMARTPHONE_SPECS, ...TABLET_SPECS];
export const DEVICES: Device[] = DEVICE_SPECS.map(buildDevice);
