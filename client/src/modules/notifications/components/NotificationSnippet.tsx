import { mentionRuns } from '@pepper-atlas/domain';

export interface NotificationSnippetProps {
  text: string;
}

/**
 * The start of the post a notification points to, as its reader sees it: the server's one Markdown renderer
 * reads the post as text (Notification.snippet: no Markdown syntax, `[[Pepper]]` as the name, cut at a word),
 * so it is shown as text here, never as HTML. Each `@name` is isolated, so a Latin name in a Hebrew sentence
 * keeps its `@` at its start, as in the post itself.
 */
export function NotificationSnippet({ text }: NotificationSnippetProps) {
  return (
    <p className="notification__snippet" dir="auto">
      {mentionRuns(text).map((run, i) => (run.mention ? <bdi key={i}>{run.text}</bdi> : run.text))}
    </p>
  );
}
