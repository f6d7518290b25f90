import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storedOrdersIn } from '../support/stored-orders';
import { startShopProcess, stopShop, stubStaticDir, type ShopProcess } from '../support/shop-process';
import {
  checkout,
  firstMobileTariff,
  oneServer,
  prepareOrder,
  submitOrder,
  type Answer,
  type PreparedOrder,
} from '../support/shopper';

const SHOPPERS = 20;
const SUBMITS_DURING_KILL = 12;

const submittedIn = async (dataDir: string) => (await storedOrdersIn(dataDir)).byTempOrder;

describe('a real server process on PGlite under load and faults', () => {
  const staticDir = stubStaticDir();
  const dataDirs: string[] = [];
  let shop: ShopProcess | undefined;
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
    dataDirs.push(dir);
    return dir;
  };

  afterEach(() => stopShop(shop));
  afterAll(() => {
    for (const dir of [staticDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`lets ${SHOPPERS} concurrent shoppers check out without an error, one order each`, async () => {
    const dataDir = freshDataDir();
    shop = await startShopProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
    const target = oneServer(shop.baseUrl);
    const tariff = await firstMobileTariff(target);
    const orderIds = await Promise.all(Array.from({ length: SHOPPERS }, () => checkout(target, tariff)));
    expect(new Set(orderIds).size).toBe(SHOPPERS);

    await stopShop(shop);
    const stored = await submittedIn(dataDir);
    expect(stored.size).toBe(SHOPPERS);
    expect([...stored.values()].every((ids) => ids.length === 1)).toBe(true);
    expect([...stored.values()].flat().sort()).toEqual([...orderIds].sort());
  });

  it('keeps every answered order exactly once when killed during submits, and a retry with the key gets exactly one', async () => {
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir };
    shop = await startShopProcess(env);
    const target = oneServer(shop.baseUrl);
    const tariff = await firstMobileTariff(target);
    const orders: PreparedOrder[] = [];
    for (let i = 0; i < SUBMITS_DURING_KILL; i += 1) orders.push(await prepareOrder(target, tariff));
    const keys = orders.map(() => randomUUID());

    // All submits at once; the process is killed as soon as the first one is answered.
    const killed = shop;
    let killedYet = false;
    const answers = await Promise.all(
      orders.map((order, index) =>
        submitOrder(target, order, keys[index]).then(
          (answer): Answer | undefined => {
            if (!killedYet) {
              killedYet = true;
              killed.child.kill('SIGKILL');
            }
            return answer;
          },
          () => undefined,
        ),
      ),
    );
    await killed.exited;
    const answered = answers.map((answer) => (answer?.status === 200 ? (answer.body.order_id as string) : undefined));
    expect(answered.some(Boolean)).toBe(true);

    shop = await startShopProcess(env);
    const restarted = oneServer(shop.baseUrl);
    const retried = await Promise.all(orders.map((order, index) => submitOrder(restarted, order, keys[index])));
    expect(retried.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    retried.forEach((answer, index) => {
      // A client that had its number gets the same one again; one that had none gets one now.
      if (answered[index]) expect(answer.body.order_id).toBe(answered[index]);
    });

    await stopShop(shop);
    const stored = await submittedIn(dataDir);
    orders.forEach((order, index) => expect(stored.get(order.tempOrderId)).toEqual([retried[index].body.order_id]));
  });
});
