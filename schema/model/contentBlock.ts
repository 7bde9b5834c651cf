// The blocks that may stand anywhere, including inside an accordion item or a tab panel.
// Containers (accordion, tabs) hold only these, so nesting stays one level deep.
import { z } from 'zod';
import { bulletList } from '../blocks/bulletList';
import { buttonRow } from '../blocks/buttonRow';
import { callout } from '../blocks/callout';
import { crisisLines } from '../blocks/crisisLines';
import { crisisSteps } from '../blocks/crisisSteps';
import { cardGrid } from '../blocks/cardGrid';
import { form } from '../blocks/form';
import { linkList } from '../blocks/linkList';
import { prose } from '../blocks/prose';
import { stats } from '../blocks/stats';
import { videoFrame } from '../blocks/videoFrame';

export const contentBlocks = [prose, bulletList, stats, cardGrid, linkList, buttonRow, callout, crisisLines, crisisSteps, videoFrame, form] as const;
export const contentBlock = z.discriminatedUnion('type', [...contentBlocks]);
