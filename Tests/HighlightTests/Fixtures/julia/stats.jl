#!/usr/bin/env julia
#= Summary statistics.
   #= Block comments nest =#
   so this line is still a comment.
=#
module Stats

export summarize, Summary

"""
    summarize(xs) -> Summary

Docstrings are triple-quoted and may show `code` and $(interpolated) values.
"""
struct Summary{T<:Real}
    mean::T
    spread::Float64
end

function summarize(xs::AbstractVector{T}) where {T<:Real}
    n = length(xs)
    μ = sum(xs) / n
    σ = sqrt(sum((x - μ)^2 for x in xs) / (n - 1))
    msg = "n=$n, mean=$(round(μ; digits=2)),
spread across lines: $(σ > 1 ? "wide" : "narrow")\t done"
    @info msg
    return Summary(μ, Float64(σ))
end

const PATTERN = r"^\d+(\.\d+)?$"
const WINDOWS = raw"C:\data\$HOME"
cmd = `ls -la $(homedir())
  --color`
A = [1 2; 3 4]'
c = 'x'; nl = '\n'
ratio = 1_000 / 2.5e-3 + 0x1F
sym = :summary
choose(a, b) = a > b ? a : b
push!(Any[], 1:n)

end # module
