import { mentionRuns } from '@pepper-atlas/domain';

export interface PostTextProps {
  /** A post as plain text, as the server reads it for a reader (no Markdown syntax; `[[Pepper]]` as its name). */
  text: string;
}

/**
 * A post's text outside its page (a list's excerpt, a notification, the dashboard), shown as text, never as HTML.
 * Each `@name` is isolated, so a Latin name in a Hebrew sentence keeps its `@` at its start, as in the post itself.
 */
export function PostText({ text }: PostTextProps) {
  return <>{mentionRuns(text).map((run, i) => (run.mention ? <bdi key={i}>{run.text}</bdi> : run.text))}</>;
}
