// Routes floor-plan/create and floor-plan/edit/{guid}: staff only, like the dashboard.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { PlanDocument } from '../../../domain/floor-plan/types';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { staffSession } from '../../lib/staff/session';
import { SIGNED_OUT_EVENT } from '../../lib/api';
import { floorPlanApi, type PlanWithContext, type PlansContext } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import { Editor } from './editor';
import styles from './editor.module.css';
import { paths } from '../../lib/paths';

const NEW_ROOM = { width: 800, height: 500 };

export function FloorPlanEditorRoute() {
  const restaurantId = staffSession.restaurantId();
  const claims = staffSession.claims();
  if (!restaurantId || !claims || !staffSession.tutorialPassed()) return <Navigate to={paths.home} replace />;
  return <EditorScreen restaurantId={restaurantId} readOnly={!claims.roles.some((r) => r === 'owner' || r === 'manager')} />;
}

function EditorScreen({ restaurantId, readOnly }: { restaurantId: string; readOnly: boolean }) {
  const { guid = null } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => floorPlanApi(restaurantId), [restaurantId]);
  const [generation, setGeneration] = useState(0);
  const query = useQuery<PlanWithContext | PlansContext>({
    queryKey: ['floor-plan', restaurantId, guid ?? 'new', generation],
    queryFn: ({ signal }) => (guid ? api.get(guid, signal) : api.overview(signal)),
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    // Nothing to wait for: the router settles the navigation and shows its own errors.
    const onSignedOut = () => void navigate(paths.login, { replace: true });
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [navigate]);

  const data = query.data;
  const initial: PlanDocument | null = useMemo(() => {
    if (!data) return null;
    if ('plan' in data) return { name: data.plan.name, width: data.plan.width, height: data.plan.height, items: data.plan.items };
    return { name: frFloorPlan.editor.defaultRoomName(data.plans.length), ...NEW_ROOM, items: [] };
  }, [data]);

  useEffect(() => {
    document.title = frFloorPlan.documentTitle(initial && guid ? frFloorPlan.editor.titleEdit(initial.name) : frFloorPlan.editor.titleCreate);
  }, [initial, guid]);

  if (query.isPending) return <Spinner label={frFloorPlan.common.loading} />;
  if (query.isError || !data || !initial) {
    return (
      <div className={styles.failed} role="alert">
        <p>{errorText(query.error, frFloorPlan.common.error)}</p>
        <div className={styles.actions}>
          <Button onClick={() => void query.refetch()}>{frFloorPlan.common.retry}</Button>
          <Link to={paths.serviceBook}>{frFloorPlan.common.back}</Link>
        </div>
      </div>
    );
  }
  return (
    <Editor
      key={`${guid ?? 'new'}:${generation}`}
      api={api}
      planGuid={guid}
      version={'plan' in data ? data.plan.version : null}
      initial={initial}
      context={data}
      readOnly={readOnly}
      onReload={() => {
        void queryClient.removeQueries({ queryKey: ['floor-plan', restaurantId] });
        setGeneration((g) => g + 1);
      }}
    />
  );
}

export { FloorPlanEditorRoute as Component };
