module Main exposing (Model, Msg(..), main, update)

{-| A counter with a help text.
{- Comments nest, -} and the doc goes on here.
-}

import Browser
import Html exposing (Html, button, div, text)
import Html.Events exposing (onClick)


{- A plain comment {- with a nested one -} ends here -}
type alias Model =
    { count : Int
    , label : String
    }


type Msg
    = Increment
    | Reset


help : String
help =
    """
Press "+" to count up.
    Indentation and "quotes" stay, \t is an escape.
"""


update : Msg -> Model -> Model
update msg model =
    case msg of
        Increment ->
            { model | count = model.count + 1 }

        Reset ->
            { model | count = 0, label = "reset\n" ++ String.fromChar 'x' }


view : Model -> Html Msg
view model =
    let
        shown = String.fromInt (model.count * 0x10) -- trailing comment
    in
    div [] [ button [ onClick Increment ] [ text "+" ], text shown ]


main =
    Browser.sandbox { init = { count = 0, label = "" }, update = update, view = view }
        |> identity
