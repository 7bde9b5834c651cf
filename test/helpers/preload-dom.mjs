// Loaded with `node --import` before component tests: packages that patch browser globals as
// they load (wouter patches history.pushState) must find a document already there. Externals
// load before any bundled test code runs, so registering inside the test would be too late.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
