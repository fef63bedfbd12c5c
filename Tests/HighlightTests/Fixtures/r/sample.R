#!/usr/bin/env Rscript
# Summarise an inventory table.
library(dplyr)

`%+%` <- function(a, b) paste0(a, b)
`my var` <- 10L

load_items <- function(path = "items.csv", sep = ",") {
  raw <- read.csv(path, sep = sep, stringsAsFactors = FALSE)
  raw$count[is.na(raw$count)] <- 0
  raw
}

query <- r"(SELECT * FROM "items" WHERE sku LIKE 'A%')"
pattern <- R"[\d+\.\d+]"
nested <- r"---(a )" and )--" inside)---"
braces <- r'{single {quoted}}'

message <- "a string
that spans lines with \"escapes\" and \t tabs"
other <- 'single
quoted'

summarise_items <- function(items, threshold = 5) {
  stopifnot(is.data.frame(items))
  low <- items[items$count < threshold & !is.na(items$sku), ]
  if (nrow(low) == 0) {
    return(invisible(NULL))
  } else if (nrow(low) > 100) {
    warning("many low items: ", nrow(low))
  }
  low %>%
    filter(sku %in% c("ABC", "DEF")) %>%
    mutate(ratio = count %/% 2 + count %% 2) |>
    arrange(desc(count))
}

result <- summarise_items(load_items())
5 -> five
global <<- TRUE
six ->> global2
sq <- \(x) x^2
values <- c(1.5e3, 0x1F, 1e-3, 3i, Inf, NA_integer_, -.5)
for (v in values) {
  cat(sprintf("%5.2f\n", v), `my var` %+% "!", "\n")
}
x <- list(a = 1, b = TRUE)
print(x[["a"]]); print(x@slot)
repeat { break }
