import { fieldPath, type FormSchema } from './form-schema';

export const MASK = '•••';

/**
 * What a shopper types into a form is personal (names, birth date, address, e-mail, phone, IBAN,
 * ID number, ported number…); a choice among the options the form itself offers (salutation,
 * document type, consents) is not, and neither are the form's descriptors (names, labels).
 */
const FREE_ENTRY = new Set(['text', 'email', 'tel', 'date', 'number', 'iban']);

/**
 * Personal data the served form schemas do not describe, as dotted paths matched anywhere in a
 * state or an action (an action's path starts with its type's parts, 'availability/checkRequested'
 * → availability.checkRequested.payload): the checked connection address and what is derived from
 * it, the declarations' free text, the contact of a sent order, a session token.
 */
export const KNOWN_PERSONAL_PATHS = [
  'availability.address',
  'availability.result.address',
  'availability.result.corrections',
  'availability.checkRequested.payload',
  'availability.checked.payload.address',
  'availability.checked.payload.corrections',
  'availability.suggestions',
  'availability.suggestionsRequested.payload',
  'availability.suggestionsLoaded.payload',
  'connectionAddress',
  'cart.connectionAddressSet.payload',
  'declaration',
  'contact.email',
  'pendingContact.email',
  'receipt.email',
  'session.tokenRejected.payload',
  'token',
];

/** The dotted paths of the fields of a served form schema whose values are personal. */
export function personalFieldPaths(schema: FormSchema): string[] {
  return schema.definitionSchema.steps.flatMap((step) =>
    step.elements
      .filter((element) => element.type === 'field' && FREE_ENTRY.has(element.component))
      .map((element) => fieldPath(element)),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFormSchema = (value: Record<string, unknown>): value is Record<string, unknown> & FormSchema =>
  isRecord(value.definitionSchema) && Array.isArray(value.definitionSchema.steps) && isRecord(value.validationSchema);

/** A trie of path parts; `end` marks where a personal path is complete (everything below is personal). */
interface PathNode {
  end: boolean;
  next: Map<string, PathNode>;
}

const newNode = (): PathNode => ({ end: false, next: new Map() });

/** Values this short (a house number, "1") would mask unrelated text; they are masked only where they stand. */
const SHORTEST_MASKED_TEXT = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Masks personal data by what it is, not by key name: the paths of the free-entry fields of every
 * form schema it has seen (wherever a schema appears: the form slice, an action) plus
 * KNOWN_PERSONAL_PATHS. A value found at such a path is also masked wherever else it appears (an
 * error message, a request body, an order's receipt). Array indices are not path parts, so
 * `outbox.entries[0].request.body.customer.first_name` is found by `customer.first_name`.
 * One instance follows one session: what it learnt stays learnt.
 */
export class PersonalDataMask {
  private readonly root = newNode();
  private readonly values = new Set<string>();
  private pattern: RegExp | null = null;

  constructor(paths: readonly string[] = KNOWN_PERSONAL_PATHS) {
    for (const path of paths) this.addPath(path);
  }

  /** Learns the personal fields of the schemas in `value` and the personal values it holds, then masks it. */
  mask<T>(value: T, at: readonly string[] = []): T {
    this.learnSchemas(value);
    const start = this.startNodes(at);
    this.learnValues(value, start);
    return this.apply(value, start) as T;
  }

  /** An action is masked under its type's path: 'form/valuesChanged' → form.valuesChanged.payload… */
  maskAction<A extends { type: string }>(action: A): A {
    const { type, ...rest } = action;
    return { type, ...this.mask(rest, type.split('/')) } as A;
  }

  private addPath(path: string) {
    let node = this.root;
    for (const part of path.split('.')) {
      let child = node.next.get(part);
      if (!child) node.next.set(part, (child = newNode()));
      node = child;
    }
    node.end = true;
  }

  private learnSchemas(value: unknown) {
    if (Array.isArray(value)) {
      for (const item of value) this.learnSchemas(item);
    } else if (isRecord(value)) {
      if (isFormSchema(value)) {
        for (const path of personalFieldPaths(value)) this.addPath(path);
        return;
      }
      for (const inner of Object.values(value)) this.learnSchemas(inner);
    }
  }

  /** The trie positions after one more path part: every match in progress (the root among them starts a new one). */
  private step(nodes: PathNode[], key: string): PathNode[] {
    const next: PathNode[] = [this.root];
    for (const node of nodes) {
      const child = node.next.get(key);
      if (child) next.push(child);
    }
    return next;
  }

  private startNodes(at: readonly string[]): PathNode[] {
    let nodes = [this.root];
    for (const part of at) {
      nodes = this.step(nodes, part);
      if (nodes.some((node) => node.end)) return nodes;
    }
    return nodes;
  }

  private learnValues(value: unknown, start: PathNode[]) {
    const visit = (inner: unknown, nodes: PathNode[], personal: boolean) => {
      if (Array.isArray(inner)) {
        for (const item of inner) visit(item, nodes, personal);
      } else if (isRecord(inner)) {
        for (const [key, item] of Object.entries(inner)) {
          const next = personal ? nodes : this.step(nodes, key);
          visit(item, next, personal || next.some((node) => node.end));
        }
      } else if (personal && (typeof inner === 'string' || typeof inner === 'number')) {
        const text = String(inner).trim();
        if (text.length >= SHORTEST_MASKED_TEXT && text !== MASK && !this.values.has(text)) {
          this.values.add(text);
          this.pattern = null;
        }
      }
    };
    visit(
      value,
      start,
      start.some((node) => node.end),
    );
  }

  private maskText(text: string): string {
    if (this.values.size === 0) return text;
    this.pattern ??= new RegExp(
      [...this.values]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|'),
      'g',
    );
    return text.replace(this.pattern, MASK);
  }

  private apply(value: unknown, nodes: PathNode[], personal = nodes.some((node) => node.end)): unknown {
    if (Array.isArray(value)) return value.map((item) => this.apply(item, nodes, personal));
    if (isRecord(value)) {
      // A form schema describes fields and holds no answers: its labels and examples stay readable.
      if (isFormSchema(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const next = personal ? nodes : this.step(nodes, key);
        out[key] = this.apply(inner, next, personal || next.some((node) => node.end));
      }
      return out;
    }
    if (personal && (typeof value === 'string' || typeof value === 'number') && value !== '') return MASK;
    return typeof value === 'string' ? this.maskText(value) : value;
  }
}
