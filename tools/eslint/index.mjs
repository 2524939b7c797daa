// The project's own lint rules, as one ESLint plugin (`taikai/…`), so a file both rules ever cover
// sees a single plugin object under that name.
import adminFolders from './admin-folders.mjs';
import apiZones from './api-zones.mjs';

export default { rules: { ...apiZones.rules, ...adminFolders.rules } };
