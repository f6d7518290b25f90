import { useAppSelector } from '../../state/store-types';
import { useLocation } from 'react-router';
import { Stage } from '../../components/Stage';
import { selectPageData } from '../../state/ui';
import { stageKeyOf } from '../../domain/stage';

/** The stage of the current section, from its page data (served with the metadata). */
export function StageFromPage() {
  const { pathname } = useLocation();
  const page = useAppSelector(selectPageData);
  const ready = page.url === pathname || stageKeyOf(page.url) === stageKeyOf(pathname);
  if (!ready || !page.stage?.length)
    return <div className="stage stage--placeholder" aria-hidden="true" style={{ minHeight: 280 }} />;
  return <Stage slides={page.stage} />;
}
