defmodule Inventory.Report do
  @moduledoc """
  Builds reports for #{__MODULE__}.

  Lines with "quotes" and 'single' stay inside; ''' too.
  """
  use GenServer
  alias Inventory.{Item, Store}

  @timeout 5_000
  @pattern ~r/^(?<sku>[A-Z]{3})-\d+$/i
  @other ~r{a/b}u
  @words ~w[alpha beta gamma]a
  @raw ~S"""
  no #{interpolation} and no \escapes here
  """
  @charlist ~c'list'
  @html ~HTML"<p class='x'>Hi</p>"

  @type t :: %__MODULE__{sku: String.t(), count: non_neg_integer()}
  defstruct sku: nil, count: 0, tags: []

  @doc """
  Parses a line such as `ABC-1=3`.
  """
  @spec parse(String.t()) :: {:ok, t} | {:error, atom}
  def parse(line) when is_binary(line) do
    with [sku, count] <- String.split(line, "="),
         true <- Regex.match?(@pattern, sku),
         {n, ""} <- Integer.parse(count) do
      {:ok, %__MODULE__{sku: sku, count: n}}
    else
      _ -> {:error, :"bad line"}
    end
  end

  defp label(%{sku: sku, count: count} = item) do
    width = 10
    "#{String.pad_trailing(sku, width)} has #{count} #{if count == 1, do: "unit", else: "units"}\n"
  end

  def summary(items, opts \\ []) do
    threshold = Keyword.get(opts, :threshold, 5)
    items
    |> Enum.filter(&(&1.count < threshold))
    |> Enum.map(fn item -> label(item) end)
    |> Enum.join(~s(, ))
  end

  def handle_call({:fetch, sku}, _from, state) do
    case Map.fetch(state, sku) do
      {:ok, item} -> {:reply, item, state}
      :error -> {:reply, nil, state}
    end
  end

  def char_codes, do: [?a, ?\n, ?é, 0x1F, 0b101, 0o17, 1.5e3]

  def multiline do
    """
    Heredoc with #{
      1 + 2
    } interpolation
    """ <> 'charlist #{:x}' <> ~s"""
    sigil heredoc #{:y}
    """
  end
end
