import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemovePostImageDocument, ResolveReportDocument, SetUserActiveDocument } from '@/generated/graphql';
import { meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession, type RenderAppOptions } from '@/test/renderApp';
import { adminAccount, reportFixture, reportsMock } from '../testing/moderationMocks';

function openReports(mocks: RenderAppOptions['mocks'] = [], route = '/admin?tab=reports') {
  storeLanguage('en');
  storeSession({ id: '1', username: 'admin', role: 'admin', isActive: true });
  return renderApp({ route, mocks: [meMock(adminAccount), ...(mocks ?? [])] });
}

async function card(id: string) {
  await waitFor(() => expect(document.querySelector(`[data-report="${id}"]`)).not.toBeNull());
  return within(document.querySelector<HTMLElement>(`[data-report="${id}"]`)!);
}

describe('Reports tab', () => {
  it('offers only the transitions the domain allows', async () => {
    openReports(
      [
        reportsMock(
          [
            reportFixture({ id: 'p1', status: 'pending' }),
            reportFixture({ id: 'v1', status: 'reviewed', reviewedAt: '2024-05-03T09:00:00.000Z' }),
            reportFixture({
              id: 'd1',
              status: 'resolved',
              resolvedAt: '2024-05-04T09:00:00.000Z',
              resolutionNote: 'Spam removed.',
            }),
          ],
          null,
        ),
      ],
      '/admin?tab=reports&status=all',
    );
    const pending = await card('p1');
    expect(pending.getByRole('button', { name: 'Mark as reviewed' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Resolve' })).toBeTruthy();

    const reviewed = await card('v1');
    expect(reviewed.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
    expect(reviewed.getByRole('button', { name: 'Resolve' })).toBeTruthy();

    const resolved = await card('d1');
    expect(resolved.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
    expect(resolved.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(resolved.getByText('Spam removed.')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
  });

  it('shows what was reported, with a link to open it', async () => {
    openReports([reportsMock([reportFixture()])]);
    const report = await card('r1');
    expect(report.getByRole('heading', { name: 'Comment reported: Spam' })).toBeTruthy();
    expect(report.getByText('Buy seeds at my shop!')).toBeTruthy();
    expect(report.getByText('Advertises a seed shop in every thread.')).toBeTruthy();
    expect(report.getByRole('link', { name: 'My habanero leaves are curling' }).getAttribute('href')).toBe(
      '/forum/topic/7',
    );
    expect(screen.getByText('1 report')).toBeTruthy();
  });

  it("shows a reported topic's description as the forum renders it", async () => {
    openReports([reportsMock([reportFixture({ id: 't1', commentId: null, comment: null })])]);
    const report = await card('t1');
    expect(report.getByRole('heading', { name: 'Topic reported: Spam' })).toBeTruthy();
    const quote = document.querySelector('[data-report="t1"] .report-card__quote')!;
    expect(quote.querySelector('strong')?.textContent).toBe('Monday');
    expect(quote.textContent?.trim()).toBe('Since Monday the leaves curl.');
  });

  it('resolves with a note; the queue is asked again', async () => {
    const resolved = reportFixture({ status: 'resolved', resolutionNote: 'Removed the link.' });
    openReports([
      reportsMock([reportFixture()]),
      {
        request: { query: ResolveReportDocument, variables: { id: 'r1', note: 'Removed the link.' } },
        result: { data: { __typename: 'Mutation', resolveReport: resolved } },
      },
      reportsMock([]),
    ]);
    const report = await card('r1');
    fireEvent.click(report.getByRole('button', { name: 'Resolve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Resolve the report' }));
    const note = dialog.getByLabelText('Note (optional)');
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  Removed the link. ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('The report is resolved.')).toBeTruthy();
    expect(await screen.findByText('No pending reports. The forum is calm.')).toBeTruthy();
  });

  it('shows a reported photo and removes it from its post; a removed one is only a note', async () => {
    const image = { __typename: 'PostImage' as const, id: 'i1', thumbnailUrl: '/uploads/posts/k-320.webp', width: 640, height: 480, alt: 'A seed shop sign', removed: false };
    const photoReport = reportFixture({ imageId: 'i1', image });
    openReports([
      reportsMock([photoReport]),
      { request: { query: RemovePostImageDocument, variables: { id: 'i1' } }, result: { data: { __typename: 'Mutation', removePostImage: true } } },
      reportsMock([reportFixture({ imageId: 'i1', image: { ...image, removed: true } })]),
    ]);
    const report = await card('r1');
    expect(report.getByRole('img', { name: 'A seed shop sign' }).getAttribute('src')).toBe('/uploads/posts/k-320.webp');
    fireEvent.click(report.getByRole('button', { name: 'Remove this photo from the post' }));
    expect(await screen.findByText('The photo was removed from the post')).toBeTruthy();
    expect((await card('r1')).getByText('The photo was removed')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'A seed shop sign' })).toBeNull();
  });

  it('blocks the author after confirmation', async () => {
    openReports([
      reportsMock([reportFixture()]),
      {
        request: { query: SetUserActiveDocument, variables: { id: '5', isActive: false } },
        result: { data: { __typename: 'Mutation', setUserActive: { __typename: 'User', id: '5', isActive: false } } },
      },
    ]);
    const report = await card('r1');
    fireEvent.click(report.getByRole('button', { name: 'Block seed_seller' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Block the author' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await report.findByRole('button', { name: 'Unblock seed_seller' })).toBeTruthy();
    expect(report.getByText('Blocked')).toBeTruthy();
  });

  it('filters by status through the URL', async () => {
    const { router } = openReports([reportsMock([reportFixture()]), reportsMock([], 'resolved')]);
    await card('r1');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    expect(router.state.location.search).toBe('?tab=reports&status=resolved');
    expect(await screen.findByText('No resolved reports yet.')).toBeTruthy();
  });
});
