import { style } from '@vanilla-extract/css';

export const block = style({ minWidth: 0 });
