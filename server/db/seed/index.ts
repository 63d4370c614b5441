import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword, PASSWORD_COST, type ScryptCost } from '../../lib/password';
import { users } from '../schema';
import { DEMO_USERNAME, seedAccountManagers, seedBuyers, seedDemoCart, seedMessages } from './accounts';
import { rebuildSearchDictionary } from '../search-dictionary';
import { seedCartActivities } from './cart-activities';
import { seedComboGifts } from './combo-gift';
import { seedCategories, seedGoods } from './catalogue';
import { seedCombinations } from './combinations';
import { seedDealZones } from './deal-zone';
import { seedCashbackWelfare } from './cashback';
import { seedLicences } from './licences';
import { seedAdPlacements } from './ad';
import { seedBanners, seedBrands, seedHelp, seedNavigation, seedNews, seedSiteSettings } from './content';
import { newsPosts } from './data/news';
import { curatedSeedData } from './curated';
import { seedOrdersSetup } from './order-setup';
import { seedInspectionReports } from './inspection-reports';
import { seedPoints } from './points-setup';
import { seedLottery } from './lottery';
import { seedSelfService } from './self-service';
import { seedContractSignatures } from './contract';
import { seedZones } from './zone';
import type { SeedData } from './seed-data';
import { validateSeedData } from './validate';
import { databaseIsEmpty } from './empty';
import { registerDemoPartner } from './partners';

export type { SeedData } from './seed-data';

// Two API nodes starting together on one fresh PostgreSQL must not both
// seed: the transaction takes this advisory lock, then re-checks emptiness.
const SEED_LOCK_KEY = 7_240_311;

/**
 * Fills an empty database with the curated catalogue, accounts and site
 * content. Idempotent: a database that already has users, categories or
 * settings is left alone (returns seeded: false). All in one transaction, so
 * a failure leaves the database empty rather than half seeded.
 */
export interface SeedOptions {
  /**
   * The work factor of the seeded accounts' password hashes; default the
   * production one. The tests' seeded database passes a cheaper one: their
   * hundreds of logins would otherwise spend most of their time in scrypt.
   */
  passwordCost?: Readonly<ScryptCost>;
}

export async function seed(db: Database, data: SeedData = curatedSeedData, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (!(await databaseIsEmpty(db))) return { seeded: false };
  validateSeedData(data);

  // scrypt runs on libuv's thread pool, so hashing in parallel is faster.
  const hashes = await Promise.all(data.buyers.map((buyer) => hashPassword(buyer.password, options.passwordCost ?? PASSWORD_COST)));
  const passwordHashes = new Map(data.buyers.map((buyer, i) => [buyer.username, hashes[i]!]));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await databaseIsEmpty(tx))) return { seeded: false };

    const managers = await seedAccountManagers(tx, data.accountManagers);
    const buyerIds = await seedBuyers(tx, data.buyers, passwordHashes, managers);
    await seedLicences(tx);
    const leafIds = await seedCategories(tx, data.categoryTree);
    await seedGoods(tx, data.curatedGoods, leafIds);
    await seedCombinations(tx);
    // Search suggestions read the dictionary, derived from the goods just written.
    await rebuildSearchDictionary(tx);
    await seedCartActivities(tx);
    await seedComboGifts(tx);

    await seedNavigation(tx, data.navItems);
    await seedBanners(tx, data.banners, data.bottomBanner);
    await seedAdPlacements(tx);
    await seedBrands(tx, data.brands);
    await seedZones(tx);
    const { contactArticleId } = await seedHelp(tx, data.helpCategories, data.siteSettings);
    await seedSiteSettings(tx, data.siteSettings, data.hotSearches, contactArticleId);
    await seedNews(tx, newsPosts);

    const demoId = buyerIds.get(DEMO_USERNAME) ?? null;
    const demoBuyer = data.buyers.find((buyer) => buyer.username === DEMO_USERNAME);
    if (demoId !== null) await seedDemoCart(tx, demoId);
    if (demoId !== null) await seedSelfService(tx, demoId);
    await seedPoints(tx);
    await seedOrdersSetup(tx);
    await seedInspectionReports(tx);
    await seedContractSignatures(tx);
    await seedDealZones(tx);
    // Last of the catalogue data, so the ids every earlier seed step hands out stay as they were.
    await seedLottery(tx);
    // After the lottery, so no earlier seed step's ids move.
    await seedCashbackWelfare(tx);
    // The demo partner page (demo/partner.html), with no origin yet: main.ts adds the one the demo really
    // runs on at each start (DEMO_PARTNER_ORIGIN, default outside production http://localhost:<PORT>).
    await registerDemoPartner(tx, []);
    await seedMessages(
      tx,
      buyerIds,
      demoId === null
        ? null
        : {
            userId: demoId,
            manager: demoBuyer ? managers[demoBuyer.managerIndex] : undefined,
            siteName: data.siteSettings.siteName,
            hotLine: data.siteSettings.hotLine,
          },
    );
    // Sanity check inside the transaction: the demo login the docs promise exists.
    const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERNAME)).limit(1);
    if (!demo) console.warn(`种子数据中没有演示账号 ${DEMO_USERNAME}`);
    return { seeded: true };
  });
}
