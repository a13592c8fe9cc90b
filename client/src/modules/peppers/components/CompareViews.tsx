/**
 * The comparison, one chunk loaded once a pepper is picked: the tray and the table it opens (the table is a click away
 * from the tray, and one chunk is one request and one list of what it needs).
 */
export { CompareDialog } from './CompareDialog';
export { CompareTray } from './CompareTray';
