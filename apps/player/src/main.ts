import { startFirstLoad } from './firstLoad';

// The page's first script, small: a QR link's sign-in and table are asked at once, while the rest
// of the code (page.tsx, named in the page for download beside this one: vite.config.ts) arrives.
startFirstLoad(import.meta.env.BASE_URL);
void import('./page');
