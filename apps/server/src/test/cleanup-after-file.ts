import { registerFileCleanup } from './file-cleanup';

// Each file's apps and databases are closed and dropped when the file ends: the files share their
// worker's process, so anything left open adds up across the run.
registerFileCleanup();
