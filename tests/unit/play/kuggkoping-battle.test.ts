/**
 * Kuggköping's missions as the battle kit plays them (src/games/kuggkoping/battle.ts): the victory
 * conditions of missions 1 to 3 and Run to safety, each through a worked game of `take` steps, turn
 * 5, a scenario that replaces the victory condition, and what the campaign machine makes of the
 * result. Book lines are KB n (/work/shared/rulebooks/kuggkoping.txt); rulings are RULINGS.md's.
 */
import { describe, expect, it } from "vitest";
import { battleData, bookData } from "../../../src/games/kuggkoping/book-data";
import {
  gameRewards,
  kuggkopingBattle,
  suggestedMission,
} from "../../../src/games/kuggkoping/battle";
import { gizmosOffScore, kuggkopingPlay } from "../../../src/games/kuggkoping/play";
import {
  advanceCampaign,
  startExpedition,
} from "../../../src/games/kuggkoping/campaign";
import {
  parseRoster,
  type Roster,
} from "../../../src/games/kuggkoping/roster-format";
import {
  missionSchema,
  scenarioSchema,
} from "../../../src/games/kuggkoping/schema";
import {
  battleResult,
  battleStanding,
  battleView,
  newGame,
  stepText,
  take,
  type GameDoc,
  type PlayCommand,
  type PlayState,
  type ScenarioRules,
  scoreCommand,
} from "../../../src/play";
import { missingAnchor } from "../support/site-anchors";
import { createRng } from "../../../src/engine";
import { rollAmongSiblings } from "../../../src/play/battle-words";
import { cogRats, twoCogs } from "../support/kuggkoping-warbands";

const data = battleData();
const battle = kuggkopingBattle(data);
const rules = kuggkopingPlay(bookData(), undefined, battle);
const json = startExpedition(
  parseRoster(cogRats()),
  "Coils",
  "Trolls",
  1,
  "2026-11-29",
);
const roster = rules.parse(json);
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const scenario = (id: string, r: Roster = roster): ScenarioRules => {
  const s = battle.scenarios(r).find((x) => x.id === id);
  if (!s) throw new Error(`no ${id}`);
  return s;
};

/** A worked game: set up as `id`, then the steps, each through `take`. */
function play(id: string, cmds: PlayCommand[], from?: GameDoc): GameDoc {
  const start =
    from ??
    take(
      rules,
      roster,
      newGame(rules, json, "r1", at(0)),
      { kind: "setup", scenario: id, first: "me" },
      "set up",
      at(1),
    );
  return cmds.reduce(
    (d, cmd, i) => take(rules, roster, d, cmd, `step ${i}`, at(2 + i)),
    start,
  );
}
/** A score step as the score screen takes it: with the source's most (the same in every mission that counts it). */
const sourceOf = (id: string) =>
  battle
    .scenarios(roster)
    .flatMap((s) => s.sources)
    .find((x) => x.id === id) ?? { id };
const score = (source: string, by: number, round: number): PlayCommand =>
  scoreCommand(sourceOf(source), "me", round, by);
const next = (from: number): PlayCommand => ({ kind: "next-round", from });
/** Next round from `from` up to (not including) round `to`. */
const roundsTo = (from: number, to: number): PlayCommand[] =>
  Array.from({ length: to - from }, (_, i) => next(from + i));
const standing = (id: string, d: GameDoc) =>
  battleStanding(scenario(id), d.state);

describe("the missions the battle lists", () => {
  it("every mission with each added scenario or none, mission 2 once per option; a replacing scenario folds the options (KB 1917-1921, 2042-2047)", () => {
    const ids = battle.scenarios(roster).map((s) => s.id);
    // 14 for missions 1, 3 and Run to safety (none + 13); mission 2: 2 options × 11 + 3 replacing scenarios.
    expect(ids).toHaveLength(14 * 3 + 2 * 11 + 3);
    expect(ids.slice(0, 3)).toEqual([
      "looting",
      "looting+the-magical-cauldron",
      "looting+heavy-rain",
    ]);
    expect(
      ids.filter((i) => i.startsWith("stay-the-night")).slice(0, 4),
    ).toEqual([
      "stay-the-night-campfire",
      "stay-the-night-patrol",
      "stay-the-night-campfire+the-magical-cauldron",
      "stay-the-night-patrol+the-magical-cauldron",
    ]);
    expect(ids).toContain("stay-the-night+locked-gate");
    expect(ids).not.toContain("stay-the-night-campfire+locked-gate");
    expect(new Set(ids).size).toBe(ids.length);
    expect(battle).toMatchObject({
      noun: "mission",
      solo: true,
      rollable: false,
      sideNames: { me: "Warband", them: "Enemies" },
    });
  });

  it("names a choice by its mission, option and scenario; every source is the warband’s; turn 5 from the data (KB 2035, 2047, 2068, 2083)", () => {
    const s = scenario("stay-the-night-patrol+heavy-rain");
    expect(s.name).toBe("Mission 2: Stay the night (Patrol) + Heavy Rain");
    expect(s.turnLimit).toBe(5);
    expect(s.atLimit).toBe("Turn 5 is over.");
    expect(s.sources.map((x) => [x.id, x.side, x.max])).toEqual([
      ["patrol-markers", "me", 4],
      ["gizmos", "me", undefined],
      ["kills", "me", undefined],
    ]);
    expect(scenario("run-to-safety").name).toBe("Run to safety");
  });

  it("Stay the night's option is picked or rolled (KB 2044-2047): a die between Campfire and Patrol, with the same scenario added; nothing else rolls", () => {
    const campfire = scenario("stay-the-night-campfire+heavy-rain");
    expect(campfire.rolledAmong).toEqual({
      words: "Campfire or Patrol",
      ids: ["stay-the-night-campfire+heavy-rain", "stay-the-night-patrol+heavy-rain"],
    });
    expect(scenario("stay-the-night-patrol").rolledAmong?.ids).toEqual(["stay-the-night-campfire", "stay-the-night-patrol"]);
    // A scenario that replaces the victory has no option to roll, nor has any other mission.
    expect(scenario("stay-the-night+locked-gate").rolledAmong).toBeUndefined();
    expect(battle.scenarios(roster).filter((s) => s.rolledAmong).length).toBe(2 * 11);
    // The set-up's die: one face per option, seeded; each option comes up for some seed.
    const all = battle.scenarios(roster);
    const rolled = ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => rollAmongSiblings(all, campfire, createRng(seed))!);
    for (const r of rolled) expect([r.sides, r.scenario.id]).toEqual([2, campfire.rolledAmong!.ids[r.face - 1]]);
    expect(rollAmongSiblings(all, scenario("looting"), createRng("a"))).toBeNull();
    expect(new Set(rolled.map((r) => r.scenario.id))).toEqual(new Set(campfire.rolledAmong!.ids));
  });

  it("each choice links to its mission’s section of the rules pages", () => {
    const hrefs = [...new Set(battle.scenarios(roster).map((s) => s.href!))];
    expect(hrefs).toEqual([
      "/kuggkoping/rules/campaign-machine/#mission-1-looting",
      "/kuggkoping/rules/campaign-machine/#mission-2-stay-the-night",
      "/kuggkoping/rules/campaign-machine/#mission-3-boss-fight",
      "/kuggkoping/rules/campaign-machine/#run-to-safety",
    ]);
    expect(hrefs.map((h) => missingAnchor(h))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("mission 1, Looting: 5 Gizmos claimed before the end of turn 5 (KB 2034-2036)", () => {
  it("a worked game: 2 Gizmos in turn 1, 3 in turn 2, and the mission is won at once", () => {
    let d = play("looting", [
      score("gizmos", 2, 1),
      next(1),
      score("gizmos", 2, 2),
    ]);
    expect(standing("looting", d)).toBeNull();
    d = play("looting", [score("gizmos", 1, 2)], d);
    expect(standing("looting", d)).toEqual({
      outcome: "win",
      text: "Gizmos claimed: 5 of 5: the mission is won, and the game ends now.",
      ends: true,
    });
    expect(battleResult(scenario("looting"), d.state)?.outcome).toBe("win");
  });

  it("turn 5 is over with 3 Gizmos: the mission is lost; enemies killed do not count", () => {
    let d = play("looting", [
      score("gizmos", 3, 1),
      score("kills", 4, 1),
      ...roundsTo(1, 5),
    ]);
    expect(d.state.round).toBe(5);
    expect(standing("looting", d)).toBeNull();
    d = play("looting", [next(5)], d);
    expect(standing("looting", d)).toEqual({
      outcome: "loss",
      text: "Turn 5 is over. Gizmos claimed: 3 of 5: the mission is lost.",
      ends: true,
    });
    expect(battleResult(scenario("looting"), d.state)).toEqual({
      outcome: "loss",
      text: "Gizmos claimed: 3 of 5: the mission is lost.",
      ends: true,
    });
  });

  it("End game before turn 5 is over with the Gizmos short: not met in time, so lost", () => {
    const d = play("looting", [score("gizmos", 4, 1), next(1)]);
    expect(battleResult(scenario("looting"), d.state)).toEqual({
      outcome: "loss",
      text: "Ended in turn 2 of 5 (Gizmos claimed: 4 of 5): the mission is lost.",
      ends: false,
    });
  });

  it("the step words name the warband and the source", () => {
    const d = play("looting", []);
    expect(stepText(rules, roster, d.state, score("gizmos", 1, 1))).toBe(
      "Warband: Gizmos claimed +1",
    );
  });
});

describe("mission 2, Stay the night: the Campfire or the Patrol (KB 2044-2058)", () => {
  it("Campfire: no Character standing next to it as turn 3 ends, and the mission is lost at once (KB 2050-2052)", () => {
    const d = play("stay-the-night-campfire", [
      ...roundsTo(1, 3),
      score("campfire-left", 1, 3),
    ]);
    expect(standing("stay-the-night-campfire", d)).toEqual({
      outcome: "loss",
      text: "Campfire left unguarded as a turn ended: the mission is lost, and the game ends now.",
      ends: true,
    });
  });

  it("Campfire: kept to the end of turn 5, the mission is won; End game during turn 5 counts the turn as over", () => {
    let d = play("stay-the-night-campfire", roundsTo(1, 5));
    expect(standing("stay-the-night-campfire", d)).toBeNull();
    expect(battleResult(scenario("stay-the-night-campfire"), d.state)).toEqual({
      outcome: "win",
      text: "The warband held out: the mission is won.",
      ends: true,
    });
    d = play("stay-the-night-campfire", [next(5)], d);
    expect(standing("stay-the-night-campfire", d)).toEqual({
      outcome: "win",
      text: "Turn 5 is over. The warband held out: the mission is won.",
      ends: true,
    });
  });

  it("Patrol: a marker in each of the 4 corners wins at once; a fifth is not counted (KB 2055-2057)", () => {
    let d = play("stay-the-night-patrol", [
      score("patrol-markers", 2, 1),
      next(1),
      score("patrol-markers", 1, 2),
    ]);
    expect(standing("stay-the-night-patrol", d)).toBeNull();
    d = play("stay-the-night-patrol", [score("patrol-markers", 2, 2)], d);
    expect(d.state.battle?.score.me["patrol-markers"]).toEqual([2, 2]);
    expect(standing("stay-the-night-patrol", d)).toEqual({
      outcome: "win",
      text: "Patrol markers placed: 4 of 4: the mission is won, and the game ends now.",
      ends: true,
    });
  });
});

describe("mission 3, Boss Fight: kill the Big Boss before the end of turn 5 (KB 2067-2072, K19)", () => {
  it("a worked game: enemies killed in turns 1 and 2, the Big Boss in turn 3, and the mission is won", () => {
    let d = play("boss-fight", [
      score("kills", 2, 1),
      next(1),
      score("kills", 1, 2),
      next(2),
    ]);
    expect(standing("boss-fight", d)).toBeNull();
    d = play("boss-fight", [score("boss-killed", 1, 3)], d);
    expect(standing("boss-fight", d)).toEqual({
      outcome: "win",
      text: "Big Boss killed: 1 of 1: the mission is won, and the game ends now.",
      ends: true,
    });
  });

  it("sets up the enemy list, the deployment, the Big Boss (K19), the district and the faction", () => {
    const notes = Object.fromEntries(
      scenario("boss-fight").setup.map((n) => [n.label, n.text]),
    );
    expect(notes.Enemies).toBe("2 Grunts, 2 Lurkers, 1 Bell-Man, all Trolls.");
    expect(notes["Enemy deployment"]).toMatch(/^On the edge: /);
    expect(notes["Your deployment"]).toMatch(/^On the opposite side: /);
    expect(notes["Big Boss"]).toContain("(our reading K19)");
    expect(Object.keys(notes)).toEqual([
      "Enemies",
      "Enemy deployment",
      "Your deployment",
      "Big Boss",
      "Coils",
      "Trolls",
      "Turn limit",
    ]);
  });

  it("Black Streets Gnoblins add 1 Grunt to the list (KB 2015-2020)", () => {
    const r = {
      ...roster,
      campaign: {
        ...roster.campaign!,
        district: "Black Streets",
        enemyFaction: "Gnoblins",
      },
    };
    expect(scenario("looting", r).setup[0]).toEqual({
      label: "Enemies",
      text: "6 Grunts, all Gnoblins (1 Grunt more: Gnoblins in Black Streets).",
    });
  });
});

describe("co-op: Add +1 Grunt model to each game (KB 466)", () => {
  // KB 466: "Add +1 Grunt model to each game." The Two Cogs warband (co-op, KB 455-468) on the same campaign as the Cog Rats.
  const coop = rules.parse({ ...twoCogs, campaign: roster.campaign });

  it("every mission's enemy list has one Grunt more than the solo list, and says why", () => {
    expect(scenario("looting", coop).setup[0]).toEqual({
      label: "Enemies",
      text: "6 Grunts, all Trolls (1 Grunt more: a co-op game).",
    });
    // The list is worked out for each warband: the solo one of the same campaign keeps the book's.
    expect(scenario("looting").setup[0]!.text).toBe("5 Grunts, all Trolls.");
    expect(scenario("boss-fight", coop).setup[0]!.text).toBe(
      "3 Grunts, 2 Lurkers, 1 Bell-Man, all Trolls (1 Grunt more: a co-op game).",
    );
    expect(scenario("stay-the-night-patrol", coop).setup[0]!.text).toBe(
      "4 Grunts, 2 Lurkers, all Trolls (1 Grunt more: a co-op game).",
    );
    expect(scenario("run-to-safety", coop).setup[0]!.text).toBe(
      "5 Grunts, 1 Lurker, all Trolls (1 Grunt more: a co-op game).",
    );
  });

  it("with Black Streets Gnoblins' Grunt (KB 2015-2020) the two add up: 7 Grunts in Looting", () => {
    const r = rules.parse({
      ...twoCogs,
      campaign: { ...roster.campaign!, district: "Black Streets", enemyFaction: "Gnoblins" },
    });
    expect(scenario("looting", r).setup[0]!.text).toBe(
      "7 Grunts, all Gnoblins (1 Grunt more: Gnoblins in Black Streets; 1 Grunt more: a co-op game).",
    );
  });

  it("Corpse virus turns every enemy model into a Draugar Grunt (KB 2259-2261), co-op's Grunt too: 7 in Looting", () => {
    expect(scenario("looting+corpse-virus", coop).setup[0]!.text).toBe(
      "7 Grunts, all Draugar: every enemy model (co-op’s Grunt too) becomes one, and 1 more joins (Corpse virus).",
    );
  });
});

describe("Run to safety: 2 or more Characters in the enemy deployment zone before the end of turn 5 (KB 2082-2085)", () => {
  it("a worked game: one Character in the zone in turn 3, a second in turn 4, and the mission is won", () => {
    let d = play("run-to-safety", [
      ...roundsTo(1, 3),
      score("in-zone", 1, 3),
      next(3),
    ]);
    expect(standing("run-to-safety", d)).toBeNull();
    d = play("run-to-safety", [score("in-zone", 1, 4)], d);
    expect(standing("run-to-safety", d)).toEqual({
      outcome: "win",
      text: "Characters in the enemy deployment zone: 2 of 2: the mission is won, and the game ends now.",
      ends: true,
    });
  });

  it("the book breaks off at the player deployment: the set-up says so", () => {
    expect(
      scenario("run-to-safety").setup.find((n) => n.label === "Your deployment")
        ?.text,
    ).toMatch(/breaks off/);
  });
});

describe("a scenario that replaces the victory condition (KB 2201-2210, 2255-2262, 2318-2340)", () => {
  it("Boss Fight + Locked gate: the Big Boss killed does not win; the key found does", () => {
    const id = "boss-fight+locked-gate";
    expect(scenario(id).victory).toBe(
      "Find the key before turn 5 is over; otherwise the mission is lost.",
    );
    let d = play(id, [score("boss-killed", 1, 1), score("key-searches", 2, 1)]);
    expect(standing(id, d)).toBeNull();
    d = play(id, [next(1), score("key-found", 1, 2)], d);
    expect(standing(id, d)).toEqual({
      outcome: "win",
      text: "Key found: 1 of 1: the mission is won, and the game ends now.",
      ends: true,
    });
  });

  it("Corpse virus: never won early; every enemy down as turn 5 ends wins, else lost; 1 more enemy, all Draugar Grunts", () => {
    const id = "looting+corpse-virus";
    expect(scenario(id).setup[0]!.text).toBe(
      "6 Grunts, all Draugar: every enemy model becomes one, and 1 more joins (Corpse virus).",
    );
    let d = play(id, [score("all-down", 1, 1), score("gizmos", 5, 1)]);
    expect(standing(id, d)).toBeNull();
    d = play(id, roundsTo(1, 6), d);
    expect(standing(id, d)).toEqual({
      outcome: "win",
      text: "Turn 5 is over. Every enemy dead or knocked down as the last turn ended: yes, so the mission is won.",
      ends: true,
    });
    const none = play(id, roundsTo(1, 6));
    expect(standing(id, none)?.outcome).toBe("loss");
  });

  it("The holy manual: turns added with Tinker dice move the last turn (KB 2336-2338); no fixed limit for the kit", () => {
    const id = "looting+the-holy-manual";
    const s = scenario(id);
    expect(s.turnLimit).toBeNull();
    expect(s.setup.slice(1, 3).map((n) => n.text.split(":")[0])).toEqual([
      "On the board",
      "On the edge",
    ]);
    let d = play(id, [score("turns-added", 1, 1), ...roundsTo(1, 6)]);
    expect(standing(id, d)).toBeNull();
    d = play(id, [next(6)], d);
    expect(standing(id, d)).toEqual({
      outcome: "loss",
      text: "Turn 6 is over. Holy manual in your deployment zone: 0 of 1: the mission is lost.",
      ends: true,
    });
    expect(standing(id, play(id, roundsTo(1, 6)))?.text).toBe(
      "Turn 5 is over. Holy manual in your deployment zone: 0 of 1: the mission is lost.",
    );
  });

  it("A piece of the holy manual (KB 2394-2396): a warband with the upgrade counts turns added in every mission, and the last turn moves with them", () => {
    const upgraded = rules.parse({
      ...json,
      characters: json.characters.map((c, i) =>
        i === 1 ? { ...c, upgrades: [...c.upgrades, "A piece of the holy manual"] } : c,
      ),
    });
    const id = "looting";
    const s = scenario(id, upgraded);
    // The kit holds no fixed limit; the mission's verdict counts the turns added.
    expect(s.turnLimit).toBeNull();
    expect(s.sources.map((x) => x.id)).toContain("turns-added");
    expect(s.setup.find((n) => n.label === "Turn limit")!.text).toMatch(/^Turn 5, 1 later for each turn added with Tinker dice;/);
    const turns = s.sources.find((x) => x.id === "turns-added")!;
    const upScore = scoreCommand(turns, "me", 1, 1);
    const start = take(rules, upgraded, newGame(rules, upgraded, "r1", at(0)), { kind: "setup", scenario: id, first: "me" }, "set up", at(1));
    const steps = (d: GameDoc, cmds: PlayCommand[]) => cmds.reduce((x, cmd, i) => take(rules, upgraded, x, cmd, `step ${i}`, at(2 + i)), d);
    // One turn added: turn 6 is played, and the mission is lost only once it is over.
    let d = steps(start, [upScore, ...roundsTo(1, 6)]);
    expect(battleStanding(s, d.state)).toBeNull();
    d = steps(d, [next(6)]);
    expect(battleStanding(s, d.state)?.text).toMatch(/^Turn 6 is over\./);
    // None added: turn 5 is the last, as without the upgrade.
    expect(battleStanding(s, steps(start, roundsTo(1, 6)).state)?.text).toMatch(/^Turn 5 is over\./);
    // Without the upgrade the mission keeps its fixed turn 5 and counts no turns added.
    expect(scenario(id).turnLimit).toBe(5);
    expect(scenario(id).sources.map((x) => x.id)).not.toContain("turns-added");
  });
});

describe("turn 5, and Hard’s shorter missions (KB 339-347)", () => {
  const hard = (
    d: GameDoc,
    difficulty: string,
    hardRule: string | null,
  ): PlayState => ({
    ...d.state,
    own: { enemyTurn: { difficulty, hardRule } },
  });

  it('the Hard rule "shorter missions" set in the enemy turn ends the mission after turn 4; Very hard too; another Hard rule does not', () => {
    const d = play("looting", [score("gizmos", 2, 1), ...roundsTo(1, 5)]);
    expect(
      battleStanding(scenario("looting"), hard(d, "hard", "shorter-missions")),
    ).toEqual({
      outcome: "loss",
      text: "Turn 4 is over. Gizmos claimed: 2 of 5: the mission is lost.",
      ends: true,
    });
    expect(
      battleStanding(scenario("looting"), hard(d, "very-hard", null))?.text,
    ).toMatch(/^Turn 4 is over\./);
    expect(
      battleStanding(scenario("looting"), hard(d, "hard", "tougher-enemies")),
    ).toBeNull();
    expect(
      battleStanding(scenario("looting"), {
        ...d.state,
        own: { enemyTurn: "damaged" },
      }),
    ).toBeNull();
  });
});

describe("the campaign machine: the mission suggested and what a result gives (KB 1856, 1866-1907)", () => {
  it("suggests mission 1, Run to safety after a failure, then the next mission; nothing once the campaign is over or before it starts", () => {
    const c = roster.campaign!;
    expect(suggestedMission(data, roster)).toBe("looting");
    expect(
      battle.suggested!({ ...roster, campaign: advanceCampaign(c, false) }),
    ).toBe("run-to-safety");
    expect(
      battle.suggested!({
        ...roster,
        campaign: advanceCampaign(advanceCampaign(c, false), true),
      }),
    ).toBe("stay-the-night-campfire");
    expect(
      battle.suggested!({ ...roster, campaign: { ...c, mission: 3 } }),
    ).toBe("boss-fight");
    expect(
      battle.suggested!({ ...roster, campaign: { ...c, outcome: "won" } }),
    ).toBeNull();
    expect(battle.suggested!(parseRoster(cogRats()))).toBeNull();
  });

  it("a failed mission 1 leads to Run to safety; a failed Run to safety or mission 3 loses the campaign; mission 3 won wins it", () => {
    const view = (id: string, r = roster) =>
      battleView(scenario(id, r), play(id, []).state);
    expect(scenario("looting").pays!(view("looting"), "loss")).toEqual([
      "Next: Run to safety (Normal), then mission 2 (KB 1893-1907).",
    ]);
    expect(scenario("looting").pays!(view("looting"), "win")).toEqual([
      "Next: Mission 2 (Normal) (KB 1893-1907).",
    ]);
    const rts = {
      ...roster,
      campaign: advanceCampaign(roster.campaign!, false),
    };
    expect(
      scenario("run-to-safety", rts).pays!(view("run-to-safety", rts), "win"),
    ).toEqual(["Next: Mission 2 (Normal) (KB 1893-1907)."]);
    expect(
      scenario("run-to-safety", rts).pays!(view("run-to-safety", rts), "loss"),
    ).toEqual([
      "Campaign lost: the warband did not make it out of the district (KB 1893-1907).",
    ]);
    expect(scenario("boss-fight").pays!(view("boss-fight"), "win")).toEqual([
      "Campaign won: expedition 1 is over (KB 1893-1907).",
    ]);
    const none = parseRoster(cogRats());
    expect(
      scenario("stay-the-night-patrol", none).pays!(
        view("stay-the-night-patrol", none),
        "loss",
      ),
    ).toEqual(["Next: Run to safety, then mission 3 (KB 1893-1897)."]);
  });

  it("pays the Gizmo rewards, Living Gizmos’ extra Tinker dice, Tall buildings’ 3 Gizmos and the holy manual’s free upgrade", () => {
    const paid = (id: string, cmds: PlayCommand[], outcome: "win" | "loss") =>
      scenario(id).pays!(
        battleView(scenario(id), play(id, cmds).state),
        outcome,
      ).slice(1);
    expect(
      paid("looting+living-gizmos", [score("gizmos", 2, 1)], "loss"),
    ).toEqual([
      "2 Gizmos claimed: each one not collected in the game gives a reward now, to any Character: 2 Tinker dice, a quirk or a gadget rolled on the list you choose and 1 Tinker dice more (Living Gizmos).",
    ]);
    expect(
      paid(
        "looting+tall-buildings-and-narrow-streets",
        [score("corner-tokens", 4, 1)],
        "loss",
      ),
    ).toEqual([
      "Tall buildings and narrow streets: 3 Gizmos more as the game ends, each with its reward.",
    ]);
    expect(
      paid(
        "looting+tall-buildings-and-narrow-streets",
        [score("corner-tokens", 3, 1)],
        "loss",
      ),
    ).toEqual([]);
    expect(
      paid("looting+the-holy-manual", [score("manual-home", 1, 1)], "win"),
    ).toEqual(["The holy manual: one Character takes an upgrade for free."]);
  });
});

describe("the data’s schema", () => {
  it("refuses a replacing scenario without its goal, and a goal that counts what the mission does not", () => {
    const locked = data.scenarios.find((s) => s.id === "locked-gate")!;
    expect(
      scenarioSchema.safeParse({ ...locked, blurb: "x", goal: undefined })
        .success,
    ).toBe(false);
    expect(
      scenarioSchema.safeParse({
        ...locked,
        blurb: "x",
        goal: { win: { source: "nothing", atLeast: 1 } },
      }).success,
    ).toBe(false);
    const looting = data.missions[0]!;
    expect(
      missionSchema.safeParse({
        ...looting,
        goal: { win: { source: "keys", atLeast: 1 } },
      }).success,
    ).toBe(false);
    expect(
      missionSchema.safeParse({ ...looting, goal: undefined }).success,
    ).toBe(false);
  });
});

describe("Gizmos on the warband's own counter in a mission (KB 1261-1265)", () => {
  it("are not paid at End game (the mission's score is), and the game's notes say to move them", () => {
    const ticked = play("looting", [
      { kind: "counter", model: null, id: "gizmos", by: 2 },
      scoreCommand(sourceOf("gizmos"), "me", 1, 1),
    ]);
    expect(gameRewards(data, ticked.state)).toEqual({ gizmos: 1, living: false });
    expect(rules.gameNotes!(roster, ticked.state)).toContain(gizmosOffScore(2));
    expect(gizmosOffScore(2)).toBe(
      "Gizmos claimed: 2 on the warband’s own counter (“Gizmos claimed (no mission set)”), which End game does not pay in a mission: count them in the mission’s score (its “Gizmos claimed”) and take them off the counter.",
    );
    expect(gizmosOffScore(1)).toContain("count it in the mission’s score");
    // Taken off the counter, or with no mission set (the counter is the game's own tally): no note.
    const moved = play("looting", [{ kind: "counter", model: null, id: "gizmos", by: -2 }], ticked);
    expect(rules.gameNotes!(roster, moved.state).filter((n) => n.startsWith("Gizmos"))).toEqual([]);
    const free = take(rules, roster, newGame(rules, json, "r1", at(0)), { kind: "counter", model: null, id: "gizmos", by: 2 }, "tick", at(1));
    expect(rules.gameNotes!(roster, free.state).filter((n) => n.startsWith("Gizmos"))).toEqual([]);
  });
});
