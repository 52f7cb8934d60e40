import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { texts } from '../i18n/texts';
import type { RowEditor } from './useRowEditor';

interface EditorModalProps<R, V> {
  editor: RowEditor<R, V>;
  title: ReactNode;
  width?: number;
  /** The form's fields. */
  children: ReactNode;
}

/** The modal form of a `useRowEditor`: open while a row is edited, Save submits it. */
export function EditorModal<R, V>({ editor, title, width, children }: EditorModalProps<R, V>) {
  return (
    <Modal
      open={editor.editing !== null}
      width={width}
      title={title}
      onCancel={editor.close}
      onOk={editor.submit}
      okText={texts.common.save}
      okButtonProps={{ loading: editor.busy }}
      cancelButtonProps={{ disabled: editor.busy }}
      // The form exists before the modal first opens, so its values can be set.
      forceRender
    >
      <Form<V> form={editor.form} layout="vertical" disabled={editor.busy}>
        {children}
      </Form>
    </Modal>
  );
}
