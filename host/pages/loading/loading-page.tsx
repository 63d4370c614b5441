import { PageLoading } from '../../layout/page-loading';

/** /loading: a bare page that only says it is loading (a stop while the site hands the buyer on). */
export default function LoadingPage() {
  return <PageLoading />;
}
