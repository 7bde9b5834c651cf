import { style } from '@vanilla-extract/css';
import { hiddenStyle } from '../styles/utils.css';

// On a phone the bar is full: the language's code shows, and its name is read (label in name:
// "ES" is the start of "Español").
const PHONE = '(max-width: 40rem)';
export const link = style({ textDecoration: 'none', whiteSpace: 'nowrap' });
export const long = style({ '@media': { [PHONE]: hiddenStyle } });
export const short = style({ display: 'none', '@media': { [PHONE]: { display: 'inline' } } });
