import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type IconState = { status: 'loading' } | { status: 'loaded'; svg: string } | { status: 'failed' };

/** The `/icons` gallery: each icon of public/icons/ as it arrives. Transient, never persisted. */
export type IconsState = Record<string, IconState>;

const initialState: IconsState = {};

export const iconsSlice = createSlice({
  name: 'icons',
  initialState,
  reducers: {
    galleryOpened: () => ({}),
    /** The SVG source, already sanitised. */
    iconLoaded: (state, action: PayloadAction<{ name: string; svg: string }>) => {
      state[action.payload.name] = { status: 'loaded', svg: action.payload.svg };
    },
    iconFailed: (state, action: PayloadAction<string>) => {
      state[action.payload] = { status: 'failed' };
    },
  },
});

export const iconsActions = iconsSlice.actions;

/** The slice comes with the gallery's feature module: before that, no icon yet. */
export const selectIcons = (state: { icons?: IconsState }) => state.icons ?? iconsSlice.getInitialState();
