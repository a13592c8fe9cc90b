/**
 * The documents of posting and editing a comment: loaded with a member's first post or edit (a chunk of their own), not
 * with every reader's topic page (the page's initial JS stays inside its budget).
 */
export { AddCommentDocument, EditCommentDocument } from '@/generated/graphql';
