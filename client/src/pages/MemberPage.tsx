import { useParams } from 'react-router-dom';
import { MemberView } from '@/modules/profile/components/MemberView';

/** `/users/:username`: a member's public page (its own chunk, loaded with the route). */
export function MemberPage() {
  const { username = '' } = useParams();
  return <MemberView key={username} username={username} />;
}
