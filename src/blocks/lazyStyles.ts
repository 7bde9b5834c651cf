// The styles of the lazily loaded parts (blocks, search, notices), for the site's one stylesheet.
// A build entry of its own (scripts/build/bundle.mjs): esbuild adds no CSS of a lazily loaded
// chunk to a page, and importing these from the app would put their class names in every
// page's first-load JavaScript. The build appends this entry's CSS to the main stylesheet.
import './Accordion/Accordion.css';
import './BulletList/BulletList.css';
import './ButtonRow/ButtonRow.css';
import './Callout/Callout.css';
import './CardGrid/CardGrid.css';
import './CrisisLines/CrisisLines.css';
import './LinkList/LinkList.css';
import './Prose/Prose.css';
import './Stats/Stats.css';
import './Form/Form.css';
import './ResourceCatalogue/ResourceCatalogue.css';
import './SearchResults/SearchResults.css';
import './Tabs/Tabs.css';
import './VideoFrame/VideoFrame.css';
import '../search/search.css';
import '../ui/NoticeHost/NoticeHost.css';
