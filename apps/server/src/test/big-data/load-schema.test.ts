import { describe, expect, it } from 'vitest';
import { foreignKeyStatements } from './load-schema';

const key = (table: string, column: string, referenced: string, tail = '') => ({
  table,
  name: `${table}_${column}_fk`,
  def: `FOREIGN KEY (${column}) REFERENCES ${referenced}(id)${tail}`,
});

describe('the foreign keys made again after the big load', () => {
  it('joins the keys between the same two tables, either way, so two connections never lock them in turn', () => {
    const statements = foreignKeyStatements([
      key('messages', 'chat_id', 'chats'),
      key('posts', 'user_id', 'users'),
      key('chats', 'last_message_id', '"messages"', ' ON DELETE SET NULL'),
      key('posts', 'parent_id', 'posts'),
    ]);
    expect(statements).toHaveLength(3);
    const joined = statements.find((s) => s.includes('messages_chat_id_fk'));
    expect(joined).toContain('chats_last_message_id_fk');
    expect(statements.filter((s) => s.includes('posts_'))).toHaveLength(2);
  });
});
