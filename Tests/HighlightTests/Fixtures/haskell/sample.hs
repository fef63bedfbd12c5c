{-# LANGUAGE OverloadedStrings #-}
{-# OPTIONS_GHC -Wall
                -Wno-orphans #-}
-- | A review queue, kept sorted by priority.
module Review.Queue
  ( Queue
  , push
  , pop
  ) where

import qualified Data.Map.Strict as Map
import Data.List (foldl', sortOn)

{- A block comment {- with a nested one -}
   that spans lines -}

{-| Haddock block comment for 'Queue'. -}
data Queue a = Queue
  { items :: [a]   -- ^ the items, highest priority first
  , size  :: !Int
  } deriving (Show, Eq)

newtype Priority = Priority Int

class Ranked a where
  rank :: a -> Int

-- |Push an item; @x'@ is the new queue.
push :: Ranked a => a -> Queue a -> Queue a
push x q =
  let x' = x
      items' = sortOn rank (x' : items q)
   in q { items = items', size = size q + 1 }

pop :: Queue a -> Maybe (a, Queue a)
pop q = case items q of
  []       -> Nothing
  (x : xs) -> Just (x, q { items = xs, size = size q - 1 })

total :: [Int] -> Int
total = foldl' (+) 0 . map (* 2)

-- Operators made of dashes and symbols are not comments.
(-->) :: Int -> Int -> Int
a --> b = a * 10 + b

(|--) :: Int -> Int -> Int
a |-- b = a - b

chars :: [Char]
chars = ['a', '\n', '\'', '\\', 'λ', '\x41', '\65']

banner :: String
banner = "Queue:\t\"ready\"\
         \ and waiting\NUL"

ratio :: Double
ratio = 1.5e-3 + 0x1F + 1_000 `div` 7

lookupAll :: Ord k => [k] -> Map.Map k v -> [v]
lookupAll ks m = [v | k <- ks, Just v <- [Map.lookup k m]]

main :: IO ()
main = do
  let q = push (3 :: Int) (Queue [] 0)
  if size q > 0 then putStrLn banner else pure ()
  mapM_ print $ items q
  where
    unused = True
