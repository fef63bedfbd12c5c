%%% A counter server: strings that span lines, atoms, records and macros.
-module(counter).
-behaviour(gen_server).
-export([start_link/0, bump/1, init/1, handle_call/3]).
-define(TIMEOUT, 5000).
-record(state, {count = 0 :: integer(), name = 'the counter' :: atom()}).

-spec bump(pid()) -> ok | {error, term()}.
bump(Pid) when is_pid(Pid) ->
    gen_server:call(Pid, bump, ?TIMEOUT).

start_link() ->
    gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

init([]) ->
    Banner = "Counter ready:
  a string over two lines with \"quotes\" and \t tabs",
    Doc = """
      Triple-quoted text keeps "quotes" and \n as written.
      """,
    io:format("~s~n~s~n", [Banner, Doc]),
    {ok, #state{}}.

handle_call(bump, _From, S = #state{count = N}) ->
    Next = N + 16#FF band 2#1010 - $a + $\n,
    case Next rem 2 of
        0 when Next > 1.5e3 -> {reply, big, S#state{count = Next}};
        _ -> {reply, ok, S#state{count = Next}}
    end;
handle_call(_Other, _From, State) ->
    receive
        {'EXIT', _Pid, Reason} -> {stop, Reason, State}
    after 0 ->
        {reply, {error, unknown}, State}
    end.
