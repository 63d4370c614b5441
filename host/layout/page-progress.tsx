import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code loads, so a click never seems ignored. */
export function PageProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="yp-progress" role="progressbar" aria-label="页面加载中" />;
}
