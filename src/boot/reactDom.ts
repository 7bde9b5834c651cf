// React's DOM renderer as a stage of its own (src/main.tsx): evaluating it is the largest piece of
// the app's start, so it gets a task to itself.
export { hydrateRoot } from 'react-dom/client';
