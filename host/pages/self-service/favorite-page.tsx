import { FavoritesList } from '../../lib/favorite-page';
import { MemberPage } from '../../lib/member-shell';
import { SELF_SERVICE_FAVORITES_PATH } from '../../paths';

/** /zzfw/star (我的收藏 under 自助服务): the favourites list of /star inside the member frame and its menu. */
export default function SelfServiceFavoritesPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '我的收藏' }]}>
      <FavoritesList basePath={SELF_SERVICE_FAVORITES_PATH} />
    </MemberPage>
  );
}
