// The site's one stylesheet: the base styles, then every block's and ui piece's CSS.
// The server links the CSS Vite extracts from this entry; its (empty) JavaScript is never loaded.
import '../base.css';
import.meta.glob(['../../ui/**/*.css', '!../../ui/base.css', '../../blocks/*/*.css', '../../layouts/*.css'], {
  eager: true,
});
