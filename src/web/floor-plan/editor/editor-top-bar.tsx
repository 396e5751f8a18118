// The editor's header: the way back, the restaurant's rooms, undo/redo, zoom, the save state and
// the save button, and what went wrong.

import { Link } from 'react-router';
import { Button } from '../../ui/button';
import type { PlanSummary } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import styles from './editor.module.css';
import { paths } from '../../lib/paths';

const t = frFloorPlan.editor;

export interface EditorTopBarProps {
  plans: PlanSummary[];
  planGuid: string | null;
  roomName: string;
  readOnly: boolean;
  dirty: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  error: { text: string; stale?: boolean } | null;
  announce: string;
  onUndo: () => void;
  onRedo: () => void;
  onZoom: (delta: number) => void;
  onSave: () => void;
  onReload: () => void;
}

export function EditorTopBar(props: EditorTopBarProps) {
  const { plans, planGuid, roomName, readOnly, dirty, saving, zoom, error, announce } = props;
  return (
    <header className={styles.topBar}>
      <div className={styles.topRow}>
        <Link to={paths.serviceBook} className={styles.back}>
          ← {frFloorPlan.common.back}
        </Link>
        <nav aria-label={t.roomsLabel} className={styles.rooms}>
          {plans.map((p) => (
            <Link key={p.guid} to={paths.floorPlanEdit(p.guid)} className={styles.roomTab} aria-current={p.guid === planGuid ? 'page' : undefined}>
              {p.guid === planGuid ? roomName || p.name : p.name}
            </Link>
          ))}
          {!readOnly && (
            <Link to={paths.floorPlanCreate} className={styles.roomTab} aria-current={planGuid === null ? 'page' : undefined}>
              + {t.newRoom}
            </Link>
          )}
          <Link to={paths.liveRoom} className={styles.roomTab}>
            {t.live}
          </Link>
        </nav>
      </div>
      <div className={styles.topRow}>
        <h1 className={styles.title}>{planGuid ? t.titleEdit(roomName) : t.titleCreate}</h1>
        <div className={styles.toolbar} role="toolbar" aria-label={t.toolbarLabel}>
          <Button variant="secondary" onClick={props.onUndo} disabled={readOnly || !props.canUndo} aria-label={t.undoLabel}>
            ↶ {t.undo}
          </Button>
          <Button variant="secondary" onClick={props.onRedo} disabled={readOnly || !props.canRedo} aria-label={t.redoLabel}>
            ↷ {t.redo}
          </Button>
          <Button variant="ghost" onClick={() => props.onZoom(-0.25)} aria-label={t.zoomOut}>
            −
          </Button>
          <span className={styles.zoom}>{t.zoom(Math.round(zoom * 100))}</span>
          <Button variant="ghost" onClick={() => props.onZoom(0.25)} aria-label={t.zoomIn}>
            +
          </Button>
          <span className={dirty || planGuid === null ? styles.dirty : styles.clean} data-testid="save-state">
            {planGuid === null ? t.notSavedYet : dirty ? t.unsaved : t.upToDate}
          </span>
          {!readOnly && (
            <Button onClick={props.onSave} disabled={saving || (!dirty && planGuid !== null)}>
              {saving ? t.saving : t.save}
            </Button>
          )}
        </div>
      </div>
      {readOnly && <p className={styles.notice}>{t.readOnly}</p>}
      {error && (
        <div className={styles.error} role="alert">
          <span>{error.text}</span>
          {error.stale && (
            <Button variant="secondary" onClick={props.onReload}>
              {t.stale}
            </Button>
          )}
        </div>
      )}
      <p role="status" className="visually-hidden">
        {announce}
      </p>
    </header>
  );
}
