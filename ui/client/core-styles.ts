// The stylesheet every page links: the base styles, the ui pieces' and the layouts' CSS. Each block's own CSS is a
// build entry of its own (vite.config.ts), written inline only into the pages that render the block
// (server/render/assets.ts). `npm run dev` loads ./styles.ts, every stylesheet at once, instead.
import '../base.css';
import.meta.glob(['../../ui/**/*.css', '!../../ui/base.css', '../../layouts/*.css'], { eager: true });
