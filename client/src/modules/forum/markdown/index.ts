/** The forum's post rendering, for every place a post or its snippet is shown (topics, comments, reports, notifications). */
export { PostBody, type PostBodyProps } from './PostBody';
