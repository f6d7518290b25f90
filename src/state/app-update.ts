import { createAction } from '@reduxjs/toolkit';

/** The toast's action: the shopper wants the new version of the shop now. */
export const appUpdateAccepted = createAction('app/updateAccepted');
