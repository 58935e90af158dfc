import { describe, expect, it } from 'vitest';
import { foreignKeyStatements } from './load-schema';

describe('the foreign keys made again after the big load', () => {
  it('joins the keys between the same two tables, either way, so two connections never lock them in turn', () => {
    const statements = foreignKeyStatements([
      { table: 'messages', name: 'messages_chat_fk', def: 'FOREIGN KEY (chat_id) REFERENCES chats(id)' },
      { table: 'posts', name: 'posts_user_fk', def: 'FOREIGN KEY (user_id) REFERENCES users(id)' },
      {
        table: 'chats',
        name: 'chats_last_message_fk',
        def: 'FOREIGN KEY (last_message_id) REFERENCES "messages"(id) ON DELETE SET NULL',
      },
      { table: 'posts', name: 'posts_parent_fk', def: 'FOREIGN KEY (parent_id) REFERENCES posts(id)' },
    ]);
    expect(statements).toHaveLength(3);
    const joined = statements.find((s) => s.includes('messages_chat_fk'));
    expect(joined).toContain('chats_last_message_fk');
    expect(statements.filter((s) => s.includes('posts_'))).toHaveLength(2);
  });
});
