import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LIST_VIEWS, type ListQuery, type ListView } from '../../../shared/contract/list-query';
import { Dialog, TextField } from '../../../shared/ui';
import { listText } from '../../../widgets/product-list/product-list.text';
import { allLabel, appliedQuery, clearedDraft, draftOf, type CategoryChoices, type FilterDraft } from './list-filters';

export interface FilterDrawerProps {
  query: ListQuery;
  view: ListView;
  /** The category choices (/list); absent where the list has none to offer (/search). */
  categories?: CategoryChoices | undefined;
  /** 确定: the query and view the drawer's filters make. */
  onApply: (query: ListQuery, view: ListView) => void;
  onClose: () => void;
}

/** A price as typed: digits and a point only (the same rule as the desktop toolbar's range). */
/** The price range's two fields: the draft's key (and the field's label) and the address's name. */
const PRICE_BOUNDS = [
  ['priceMin', 'price_min'],
  ['priceMax', 'price_max'],
] as const;

const priceInput = (value: string) => value.replace(/[^\d.]/g, '');

/** One choice among several, drawn as a chip: a real radio or checkbox, so a screen reader and the keyboard know what it is. */
function Chip({
  type,
  name,
  label,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="yp-chip">
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

/**
 * The phone's 筛选 drawer: the filters the desktop shows as rows above the
 * list (分类 on /list, 价格区间, 仅看有货, a manufacturer the list was opened
 * with, 显示方式), from the right edge at full height. It edits a draft:
 * nothing changes until 确定 (or Enter in a price); 重置 clears the draft;
 * Esc, × and the mask leave the list as it was. The shared Dialog traps the
 * focus and gives it back to 筛选.
 */
/** One group of the drawer: its legend over its chips. */
function ChipGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="yp-fd__group">
      <legend>{legend}</legend>
      <div className="yp-fd__chips">{children}</div>
    </fieldset>
  );
}

export function FilterDrawer({ query, view, categories, onApply, onClose }: FilterDrawerProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(query, view));
  const formId = useId();
  const change = (part: Partial<FilterDraft>) => setDraft((prev) => ({ ...prev, ...part }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(appliedQuery(query, draft), draft.view);
  };

  const footer = (
    <>
      <button type="button" className="yp-btn yp-fd__reset" onClick={() => setDraft(clearedDraft(draft, categories?.allId))}>
        重置
      </button>
      <button type="submit" form={formId} className="yp-btn yp-btn--primary yp-fd__apply">
        确定
      </button>
    </>
  );

  return (
    <Dialog open title="筛选" className="yp-fd" closeOnMask onClose={onClose} footer={footer}>
      <form id={formId} className="yp-fd__form" onSubmit={apply} aria-label="筛选条件">
        {categories && categories.choices.length > 0 ? (
          <ChipGroup legend="分类">
            <Chip
              type="radio"
              name="category"
              label={allLabel(categories.level)}
              checked={draft.category === categories.allId}
              onChange={() => change({ category: categories.allId })}
            />
            {categories.choices.map((category) => (
              <Chip
                key={category.id}
                type="radio"
                name="category"
                label={category.name}
                checked={draft.category === category.id}
                onChange={() => change({ category: category.id })}
              />
            ))}
          </ChipGroup>
        ) : null}

        <fieldset className="yp-fd__group">
          <legend>{listText.priceRange}</legend>
          <div className="yp-fd__range">
            {PRICE_BOUNDS.map(([key, name]) => (
              <TextField
                key={key}
                label={listText[key]}
                name={name}
                inputMode="decimal"
                placeholder="¥"
                value={draft[key]}
                onChange={(value) => change({ [key]: priceInput(value) })}
              />
            ))}
          </div>
        </fieldset>

        <ChipGroup legend="库存">
          <Chip type="checkbox" name="in_stock" label={listText.inStock} checked={draft.inStock} onChange={(inStock) => change({ inStock })} />
        </ChipGroup>

        {query.sccj ? (
          <ChipGroup legend={listText.sccj}>
            <Chip
              type="checkbox"
              name="sccj"
              label={query.sccj}
              checked={draft.sccj !== undefined}
              onChange={(checked) => change({ sccj: checked ? query.sccj : undefined })}
            />
          </ChipGroup>
        ) : null}

        <ChipGroup legend={listText.viewLabel}>
          {LIST_VIEWS.map((option) => (
            <Chip
              key={option}
              type="radio"
              name="view"
              label={listText.views[option]}
              checked={draft.view === option}
              onChange={() => change({ view: option })}
            />
          ))}
        </ChipGroup>
      </form>
    </Dialog>
  );
}
