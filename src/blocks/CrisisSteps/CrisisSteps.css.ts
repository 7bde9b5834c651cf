import { style } from '@vanilla-extract/css';

// The steps' look is the shared one (src/ui/CrisisSteps); this wrapper keeps the block a unit of its own.
export const root = style({ display: 'grid' });
