import { z } from 'zod';
import { about, blockBase, blockType } from '../model/fields';

/** What to do right now (site.crisis.steps), written once and shown where the block is placed. */
export const crisisSteps = z.strictObject({
  type: blockType('crisisSteps'),
  ...blockBase,
}).meta({ id: 'crisisStepsBlock', ...about('What to do right now', 'What to do right now in a crisis: the steps of site.crisis.steps, written once and shown where this block is placed (and above the crisis lines of a crisis search).') });
