import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const block = style({ minWidth: 0 });

/** The note before a block in another language: quiet, but read first. */
export const otherLanguage = style({ fontSize: vars.size.sm, color: vars.color.muted, marginBottom: vars.space.xs, fontStyle: 'italic' });
