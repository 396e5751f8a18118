import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import type { StaffRole } from '../lib/staff/session';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useDashboard } from './dashboard-context';
import type { StaffMember } from './dashboard-api';
import { frDashboard } from './i18n';
import { useToast } from '../ui/toasts';
import styles from './pages.module.css';
import { paths } from '../app/paths';

const t = frDashboard.team;
const ROLES: StaffRole[] = ['staff', 'manager', 'owner'];
const randomCode = () => String(crypto.getRandomValues(new Uint16Array(1))[0]! % 10_000).padStart(4, '0');

/** The team and their codes: the owner adds, renames, changes roles and codes, removes. */
export function TeamPage() {
  const { api, claims } = useDashboard();
  const queryClient = useQueryClient();
  const toast = useToast();
  const role = claims.roles[0];
  const isOwner = role === 'owner';
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const members = useQuery({ queryKey: ['staff-members'], queryFn: ({ signal }) => api.members(signal), enabled: role !== 'staff' });

  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  const change = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff-members'] }),
    onError: (error) => setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) }),
  });

  if (role === 'staff') return <Navigate to={paths.serviceBook} replace />;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.muted}>{isOwner ? t.roleHelp : t.readOnly}</p>
      <ul className={styles.list}>
        {(members.data ?? []).map((m) => (
          <li key={m.guid} className={styles.row} data-testid="team-member">
            <p>
              <span className={styles.strong}>{m.name}</span> {m.name === claims.name && <span className={styles.muted}>{t.you}</span>} ·{' '}
              <span className={styles.badge}>{t.roles[m.role]}</span>
            </p>
            {isOwner && (
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(m)}>
                  {t.edit}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    setConfirm({
                      title: t.remove,
                      message: t.removeConfirm(m.name),
                      confirm: t.remove,
                      cancel: frDashboard.booking.cancelNo,
                      onConfirm: () => change.mutate(() => api.removeMember(m.guid).then(() => toast(t.removed(m.name)))),
                    })
                  }
                >
                  {t.remove}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <AddMember
          busy={change.isPending}
          onAdd={(body) =>
            change
              .mutateAsync(() => api.addMember(body))
              .then(
                () => true,
                () => false,
              )
          }
        />
      )}
      <EditMember
        member={editing}
        busy={change.isPending}
        onClose={() => setEditing(null)}
        onSave={(body) =>
          change
            .mutateAsync(() => api.updateMember(editing!.guid, body))
            .then(
              () => setEditing(null),
              () => undefined,
            )
        }
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </main>
  );
}

function AddMember({ busy, onAdd }: { busy: boolean; onAdd: (body: { name: string; role: StaffRole; code: string }) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [code, setCode] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onAdd({ name: name.trim(), role, code })) {
      setName('');
      setCode('');
      setRole('staff');
    }
  }
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="add-member">
      <h2 id="add-member" className={styles.strong}>
        {t.add}
      </h2>
      <MemberFields name={name} role={role} code={code} onName={setName} onRole={setRole} onCode={setCode} codeRequired />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || !name.trim() || !/^\d{4}$/.test(code)}>
          {busy ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}

function EditMember({
  member,
  busy,
  onClose,
  onSave,
}: {
  member: StaffMember | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: { name?: string; role?: StaffRole; code?: string }) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [code, setCode] = useState('');
  useEffect(() => {
    setName(member?.name ?? '');
    setRole(member?.role ?? 'staff');
    setCode('');
  }, [member]);
  if (!member) return null;
  return (
    <Modal
      open
      title={t.editTitle(member.name)}
      onClose={onClose}
      footer={
        <Button type="submit" form="edit-member" disabled={busy || !name.trim() || (code !== '' && !/^\d{4}$/.test(code))}>
          {t.save}
        </Button>
      }
    >
      <form
        id="edit-member"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave({ name: name.trim() !== member.name ? name.trim() : undefined, role: role !== member.role ? role : undefined, code: code || undefined });
        }}
      >
        <MemberFields name={name} role={role} code={code} onName={setName} onRole={setRole} onCode={setCode} />
      </form>
    </Modal>
  );
}

function MemberFields(props: {
  name: string;
  role: StaffRole;
  code: string;
  onName: (v: string) => void;
  onRole: (v: StaffRole) => void;
  onCode: (v: string) => void;
  codeRequired?: boolean;
}) {
  return (
    <div className={styles.formGrid}>
      <label className={styles.field}>
        <span className={styles.label}>{t.name}</span>
        <input value={props.name} onChange={(e) => props.onName(e.target.value)} maxLength={60} required />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t.role}</span>
        <select value={props.role} onChange={(e) => props.onRole(e.target.value as StaffRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{props.codeRequired ? t.code : t.newCode}</span>
        <input
          value={props.code}
          onChange={(e) => props.onCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="off"
          required={props.codeRequired}
          aria-describedby="code-hint"
        />
        <small id="code-hint" className={styles.muted}>
          {t.codeHint}
        </small>
      </label>
      <Button variant="ghost" onClick={() => props.onCode(randomCode())}>
        {t.generate}
      </Button>
    </div>
  );
}

export { TeamPage as Component };
