// The words an English search uses for a resource's tags, so it finds what is tagged so: "Spanish"
// or "español" finds a resource in Spanish, "for parents" one for caregivers, "teens" one for ages
// 11 and up, "worksheet" a worksheet. Words of the search record only, never shown (src/server/tagWords.ts).
import type { TagWords } from '../parts';
import { kindLabels, resourceKinds, type ResourceKind } from '../../values/resourceKinds';

/** Other words an English search may use for a kind than its label ("organization" for "Organisation"). */
const OTHER_KIND_WORDS: Partial<Record<ResourceKind, string>> = {
  organisation: 'organization, association, foundation, nonprofit',
  directory: 'finder, listing, where to find a therapist or service',
};

export const tagWords: TagWords = {
  kind: Object.fromEntries(resourceKinds.map((k) => [k, [kindLabels[k], ...(OTHER_KIND_WORDS[k] ? [OTHER_KIND_WORDS[k]] : [])]])) as Record<ResourceKind, string[]>,
  audience: {
    clinician: 'for clinicians, therapists, counselors, providers and professionals',
    caregiver: 'for parents, caregivers and families',
    youth: 'for children, kids, youth, young people and teens',
    educator: 'for educators, teachers and schools',
  },
  ages: {
    '0-2': 'for infants, babies and toddlers',
    '2-5': 'for young children, preschool kids and toddlers',
    '6-10': 'for children, kids and school-age children',
    '11+': 'for teens, teenagers, adolescents and young people',
  },
  // English is every resource's default, so only other languages are named ("in Spanish (español)").
  languages: (codes, names) => codes.filter((l) => l !== 'en').map((l) => `in ${names.inThis(l)}${names.own(l) ? ` (${names.own(l)})` : ''}`),
  cost: { free: 'free, no cost', paid: 'paid' },
};
