import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuCategory } from '../../shared/contract/content';
import { assetUrl } from '../../shared/ui/asset-url';
import { focusableIn, trapTab } from '../../shared/ui/focus';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { useAsync } from '../../shared/ui/use-async';
import { useStyles } from '../../shared/ui/use-styles';
import { contentApi } from '../../shared/api/resources/content';
import { categoryPath, zoneCategories, type CategoryZone } from './category-data';
import css from './category-picker.css?inline';

export interface CategoryPickerProps {
  /** default | yx (free shipping) | zy (Chinese medicine) | qx (devices). */
  zone?: CategoryZone | (string & {});
  /** Esc, the × and a followed category link close it. */
  onClose: () => void;
}

const TITLE = '全部商品分类';

/**
 * The phone's category picker: a full-screen modal with the zone's top
 * categories down the left and the chosen one's second-level groups, each
 * with its third-level chips, on the right, as pharmacy apps lay it out.
 * Every category links to /list?category=<id>. The left column is a
 * vertical tab list (arrow keys move between tabs); Tab stays inside.
 */
export function CategoryPicker({ zone = 'default', onClose }: CategoryPickerProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const common = useAsync(() => contentApi.focusCommon(), []);
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = useRef(new Map<number, HTMLButtonElement>());
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [ref]);

  const top = common.data ? zoneCategories(common.data, zone) : [];
  const active = top.find((category) => category.id === chosen) ?? top[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (ref.current) trapTab(event.nativeEvent, ref.current);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const next = top[(index + step + top.length) % top.length];
    if (!step || !next) return;
    event.preventDefault();
    setChosen(next.id);
    tabs.current.get(next.id)?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc and Tab for the modal; the controls inside are the interactive ones
    <div ref={ref} className="ycp yp-surface" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="ycp__head">
        <h2 id={`${id}-title`}>{TITLE}</h2>
        <button type="button" className="ycp__close" aria-label="关闭" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {common.status === 'error' ? (
        <div className="ycp__message" role="alert">
          <p>商品分类加载失败</p>
          <button type="button" className="yp-btn yp-btn--small" onClick={common.reload}>
            重新加载
          </button>
        </div>
      ) : !common.data ? (
        <p className="ycp__message" aria-busy="true">
          正在加载商品分类…
        </p>
      ) : !active ? (
        <p className="ycp__message">暂无商品分类</p>
      ) : (
        <div className="ycp__panes">
          <div className="ycp__tops" role="tablist" aria-orientation="vertical" aria-label="一级分类">
            {top.map((category, index) => (
              <button
                key={category.id}
                ref={(node) => {
                  if (node) tabs.current.set(category.id, node);
                  else tabs.current.delete(category.id);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${category.id}`}
                className="ycp__top"
                aria-selected={category === active}
                aria-controls={`${id}-panel`}
                tabIndex={category === active ? 0 : -1}
                onClick={() => setChosen(category.id)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <div className="ycp__detail" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.id}`}>
            <Groups category={active} onChosen={onClose} />
          </div>
        </div>
      )}
    </div>
  );
}

function Groups({ category, onChosen }: { category: MenuCategory; onChosen: () => void }) {
  return (
    <>
      <Link to={categoryPath(category)} className="ycp__all" onClick={onChosen}>
        {category.logo ? <img src={assetUrl(category.logo)} alt="" width={20} height={20} /> : null}
        全部{category.name}
        <Icon name="chevronRight" />
      </Link>
      {category.children.map((second) => (
        <section key={second.id} className="ycp__group" aria-label={second.name}>
          <h3>
            <Link to={categoryPath(second)} onClick={onChosen}>
              {second.name}
            </Link>
          </h3>
          {second.children.length > 0 ? (
            <div className="ycp__chips">
              {second.children.map((third) => (
                <Link key={third.id} to={categoryPath(third)} className="ycp__chip" onClick={onChosen}>
                  {third.name}
                </Link>
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </>
  );
}
