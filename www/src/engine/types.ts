// The values the engine hands the UI (src/view.rs, src/question.rs, src/api.rs).
// They are written by hand and kept true by the drift check: `cargo test` writes
// samples of every Rust value (tests/api.rs) as a TypeScript file typed with these
// declarations, and `tsc` rejects any field that is missing, extra or of a wrong type.

export type PlayerId = number;
export type CardId = number;
export type Color = 'blue' | 'red' | 'green' | 'yellow' | 'purple';
export type Icon = 'crown' | 'leaf' | 'lightbulb' | 'castle' | 'factory' | 'clock' | 'avatar';
export type Splay = 'none' | 'left' | 'right' | 'up' | 'aslant';
export type CardSet = 'base' | 'artifacts' | 'relics' | 'cities' | 'echoes' | 'figures' | 'unseen';

export type CardView =
  | { type: 'known'; id: CardId; name: string; age: number; color: Color }
  | { type: 'hidden'; age: number; set: CardSet };

export interface PileView {
  color: Color;
  splay: Splay;
  /** Top first. */
  cards: CardView[];
  /** For each card (top first), the icon slots that show (the engine decides what a splay reveals). */
  visible: number[][];
}

/** An achievement: a standard one face down (its age), a card face up (a relic), or a special one. */
export type AchievementView = { type: 'standard'; age: number; set: CardSet } | { type: 'card'; card: CardView } | { type: 'special'; name: string };

export interface PlayerView {
  name: string;
  team: number;
  board: PileView[];
  hand: CardView[];
  score: CardView[];
  score_total: number;
  /** What the score is made of (they sum to score_total): the score pile's cards, the visible bonuses, what karma adds. */
  score_cards: number;
  score_bonuses: number;
  score_karma: number;
  achievements: AchievementView[];
  /** Achievements counted for winning (the whole team's). */
  achievement_total: number;
  /** Where they come from: claimed, visible flags and fountains (Cities), karma. */
  achievement_parts: AchievementParts;
  /** Visible icon counts, for the icons in play. */
  icons: [Icon, number][];
  /** Lost and out of the game (4th edition). */
  eliminated: boolean;
  /** Cards tucked and scored this turn. */
  tucked: number;
  scored: number;
  /** Zones of the sets in play (forecast, display, museum). */
  zones: ZoneView[];
  /** This player's hidden cards that the viewer knows (saw go there): the engine decides (src/known.rs). */
  known: KnownView[];
}

/** A hidden card the viewer knows, and the zone where it lies. */
export interface KnownView {
  card: CardView;
  zone: HiddenZone;
  /** For a set's zone: its name (the forecast). */
  set_zone: string | null;
}

/** The achievements a player counts for winning, by where they come from (the team's together). */
export interface AchievementParts {
  claimed: number;
  flags: number;
  fountains: number;
  karma: number;
}

export interface ZoneView {
  name: string;
  cards: CardView[];
}

export interface DeckView {
  set: CardSet;
  age: number;
  count: number;
}

export interface TurnView {
  player: PlayerId;
  actions_left: number;
  first_round: boolean;
  /** The sets' actions already taken this turn (a bit each). */
  set_actions: number;
  /** The start-of-turn steps (the free artifact action) are still to come. */
  starting: boolean;
}

/** The rules of the game, as far as a UI draws them. */
export interface RulesView {
  edition: number;
  expansions: CardSet[];
  /** The highest age (10, or 11 in the 4th edition). */
  max_age: number;
  /** The icons in play. */
  icons: Icon[];
  /** The game has a junk pile (4th edition). */
  junk: boolean;
}

export type EndReason = 'Achievements' | 'Score' | 'LastStanding' | { Card: CardId };

export interface Outcome {
  /** Empty: a draw. */
  winners: PlayerId[];
  reason: EndReason;
}

export type QuestionKind =
  | 'initial_meld'
  | 'action'
  | 'card'
  | 'cards'
  | 'color'
  | 'player'
  | 'value'
  | 'icon'
  | 'yes_no'
  | 'option'
  | 'order'
  | 'special'
  /** A type of card (a set). */
  | 'set';

export type HiddenZone = 'hand' | 'score' | 'achievement' | 'deck' | 'junk' | 'set';

/** What a legal answer corresponds to on the table. Hidden cards carry no identity. */
export type Target =
  /** The turn's draw action from the deck of `age` (null: the draw ends the game). */
  | { type: 'draw'; age: number | null }
  | { type: 'meld'; card: CardId }
  | { type: 'dogma'; card: CardId }
  | { type: 'achieve'; age: number }
  /** A set's turn actions: Endorse (Cities), Inspire and Decree (Figures). */
  | { type: 'endorse'; card: CardId }
  | { type: 'inspire'; color: Color }
  | { type: 'decree'; special: string }
  /** Return this card (the artifact on display, at the start of a turn). */
  | { type: 'return'; card: CardId }
  | { type: 'card'; card: CardId }
  | { type: 'hidden_card'; owner: PlayerId | null; zone: HiddenZone; age: number; set: CardSet }
  | { type: 'color'; color: Color }
  /** A colour on some player's board. */
  | { type: 'pile'; player: PlayerId; color: Color }
  /** A type of card (a set): which deck. */
  | { type: 'set'; set: CardSet }
  | { type: 'player'; player: PlayerId }
  | { type: 'value'; value: number }
  | { type: 'icon'; icon: Icon }
  | { type: 'special'; special: string }
  | { type: 'option'; index: number }
  | { type: 'direction'; direction: Splay }
  | { type: 'yes' }
  | { type: 'no' }
  | { type: 'pass' };

export interface Choice {
  key: string;
  label: string;
  target: Target;
}

/** What happens to the chosen item (machine-readable; the prompt is English for people). */
export type Intent =
  | { verb: 'action' }
  | { verb: 'initial_meld' }
  | { verb: 'meld' }
  | { verb: 'tuck' }
  | { verb: 'score' }
  | { verb: 'return' }
  | { verb: 'junk' }
  | { verb: 'achieve' }
  | { verb: 'reveal' }
  | { verb: 'give'; to: PlayerId | null }
  | { verb: 'take' }
  | { verb: 'transfer' }
  | { verb: 'exchange' }
  | { verb: 'splay'; direction: Splay }
  | { verb: 'unsplay' }
  | { verb: 'execute' }
  | { verb: 'keep' }
  | { verb: 'decide' }
  | { verb: 'apply' };

/** Where a question comes from when no effect asks it: a step of the turn that the expansions add, or a karma. */
export type Step =
  /** The start of the turn, with this artifact on display (Artifacts); `dogma`: its free Dogma action may be taken. */
  | { type: 'free_artifact'; card: CardId; dogma: boolean }
  /** After a Meld action of `card`: promoting a card of the forecast (Echoes). */
  | { type: 'promote'; card: CardId }
  /** After a dig: the relic that may be seized (Relics); `to_hand`: into the hand too, not only the achievements. */
  | { type: 'seize'; card: CardId; to_hand: boolean }
  /** The end of an action (fading: Figures). */
  | { type: 'end_of_action' }
  /** A set's action being taken (Endorse, Inspire, Decree). */
  | { type: 'action'; target: Target }
  /** A karma of `card`, on `owner`'s board, acting (Figures). */
  | { type: 'karma'; card: CardId; owner: PlayerId }
  /** Parley (4th edition) in `leader`'s Dogma action on `card`: a card returned from hand to activate it, to share the action or to be immune to its demands. */
  | { type: 'parley'; card: CardId; leader: PlayerId; why: 'activate' | 'share' | 'immune' };

/** The effect a question comes from: its card, and whose Dogma (or demand) it is. */
export interface QuestionContext {
  card: CardId;
  leader: PlayerId;
  /** A demand or a compel is running. */
  demand: boolean;
  /** It is a compel (Artifacts), not a demand. */
  compel?: boolean;
}

export interface Question {
  player: PlayerId;
  kind: QuestionKind;
  intent: Intent;
  context?: QuestionContext;
  /** The step of the turn that asks, when no effect does. */
  step?: Step;
  /** A yes/no question: the asker's own cards that "yes" acts on. */
  acts_on?: CardId[];
  prompt: string;
  choices: Choice[];
  /** The answer is an array of keys. */
  multi: boolean;
  min: number;
  max: number;
  can_pass: boolean;
  /** Keys every multi-item answer must contain. */
  required?: string[];
  /** The cards of a multi-item answer must all have the same value. */
  same_value?: boolean;
  /** … the same colour. */
  same_color?: boolean;
  /** … all different values. */
  different_values?: boolean;
}

/** The pending question: whole for the player who answers; for others, what kind of choice and where it comes from. */
export interface QuestionView {
  player: PlayerId;
  kind: QuestionKind;
  intent: Intent;
  context: QuestionContext | null;
  /** The step of the turn that asks, when no effect does. */
  step: Step | null;
  prompt: string | null;
  question: Question | null;
  /** For the player choosing an action: what each Dogma they may take would do (src/preview.rs). */
  dogma: DogmaPreview[];
}

/** Why a Dogma action would obviously do nothing for the player (decided from public facts). */
export type DogmaWarning = 'nobody_demanded' | 'no_effects';

/** What a Dogma action would involve, from the featured-icon counts now. */
export interface DogmaPreview {
  card: CardId;
  icon: Icon;
  /** Each player still in the game with their count, in turn order from the acting player. */
  counts: [PlayerId, number][];
  /** Who would share the non-demand effects. */
  sharing: PlayerId[];
  /** Whom the demands would affect. */
  demanded: PlayerId[];
  /** Whom the compels would affect (Artifacts: the opponents who would share). */
  compelled: PlayerId[];
  /** Distant players who decide by Parley whether to share or to be immune. */
  parley: PlayerId[];
  /** The effects the Dogma action runs, in order (the visible echo effects of its colour first). */
  effects: EffectKind[];
  warning: DogmaWarning | null;
}

/** One part of a log line: text, a player, a card the viewer may see, or a face-down card. */
export type LogPart =
  | { type: 'text'; text: string }
  | { type: 'player'; player: PlayerId }
  | { type: 'card'; card: CardId }
  | { type: 'hidden'; age: number; set: CardSet };

/** One line of the log, for one viewer. */
export interface LogLine {
  parts: LogPart[];
  /** The player who acts (null: the game's own lines). */
  actor: PlayerId | null;
  /** On the line that opens a turn: that turn's number of actions. */
  turn: number | null;
}

export interface View {
  viewer: PlayerId | null;
  rules: RulesView;
  players: PlayerView[];
  decks: DeckView[];
  /** The junk, face down (4th edition). */
  junk: CardView[];
  /** The available standard achievements, face down (age and set). */
  achievements: CardView[];
  special_achievements: string[];
  /** Special achievements in the junk (4th edition; face up). */
  junk_specials: string[];
  /** Zones on the table that the sets in play bring (the relics). */
  zones: ZoneView[];
  achievements_to_win: number;
  turn: TurnView | null;
  first_player: PlayerId;
  setup: boolean;
  outcome: Outcome | null;
  question: QuestionView | null;
  /** Always empty from the game handle: read the log with `log(viewer, from)`. */
  log: LogLine[];
}

/** What one icon position of a card shows. */
export type Slot =
  | { type: 'empty' }
  | { type: 'hex' }
  | { type: 'icon'; value: Icon }
  | { type: 'bonus'; value: number }
  | { type: 'echo' }
  | { type: 'inspire' }
  | { type: 'search'; value: Icon }
  | { type: 'plus' }
  | { type: 'arrow'; value: Splay }
  | { type: 'flag' }
  | { type: 'fountain' }
  | { type: 'junk' }
  | { type: 'uplift' }
  | { type: 'unsplay' };

export type EffectKind = 'demand' | 'compel' | 'non_demand' | 'echo' | 'inspire' | 'karma' | 'decree';

export interface EffectInfo {
  kind: EffectKind;
  /** Our wording; `{crown}` etc. are icons, `[N]` a value box. */
  text: string;
}

export interface CardInfo {
  id: CardId;
  name: string;
  set: CardSet;
  age: number;
  color: Color;
  /** Six slots: top left, bottom left, bottom middle, bottom right (most cards use these four), top right, top middle (cities). */
  icons: Slot[];
  featured: Icon | null;
  effects: EffectInfo[];
}

export interface SpecialInfo {
  name: string;
  set: CardSet;
  /** A Figures decree: its colour (its condition is then what it does). */
  decree: Color | null;
  condition: string;
}

/** A set of cards of the catalogue: the base set, or an expansion a game may include. */
export interface SetInfo {
  set: CardSet;
  /** Its name for people. */
  name: string;
  /** A game may include it or not (an expansion). */
  optional: boolean;
  /** The sets it is played with only (the relics: Artifacts). */
  requires: CardSet[];
}

/** A configuration checked as a new game's would be (src/api.rs `setup_summary`). */
export interface SetupSummary {
  edition: number;
  expansions: CardSet[];
  achievements_to_win: number;
}

/**
 * What resuming a save could not replay of the action in progress (src/game.rs
 * `Unreplayed`): the first `kept` answers were accepted, `refused` was not, and it
 * and the answers after it (`dropped` in all) were not given. It names what was
 * answered: kept in the engine worker, like the save.
 */
export interface Unreplayed {
  kept: number;
  dropped: number;
  refused: string[];
  error: string;
}

export interface Catalogue {
  edition: number;
  /** The highest age of the edition. */
  max_age: number;
  /** The standard icons of the edition. */
  icons: Icon[];
  /** The sets the engine plays with the edition: the base set, then the expansions a game may include. */
  sets: SetInfo[];
  cards: CardInfo[];
  specials: SpecialInfo[];
}

export interface GameConfig {
  players: string[];
  teams?: string[][];
  seed?: number;
  edition?: number;
  expansions?: string[];
}

export type Answer = string | string[];

/** A scenario's position (src/embed.rs): its name and the table, with the log so far. */
export interface ScenarioPosition {
  name: string;
  view: View;
}

/** One step of a scenario played as an example. */
export interface ExampleStep {
  /** Who answered. */
  player: PlayerId;
  /** The step as written; with `prompt` and `chosen`, null for a viewer other than the answering player. */
  answer: string | null;
  /** The words of the question answered. */
  prompt: string | null;
  /** The labels of the chosen items, in the game's words. */
  chosen: string[] | null;
  /** The log lines this step added. */
  log: LogLine[];
  /** The table after the step (its `log` is empty: see `log`). */
  view: View;
}

/** Every state of a scenario's steps, computed up front. */
export interface ScenarioExample {
  name: string;
  /** Before any step, with the log so far. */
  start: View;
  steps: ExampleStep[];
}

/** Options of a scenario's position or example: who looks at the table, and (positions only) how many steps to play first. */
export interface ScenarioOptions {
  viewer?: string;
  step?: number;
}
