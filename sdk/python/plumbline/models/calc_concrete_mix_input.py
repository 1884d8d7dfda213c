from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_concrete_mix_input_mix_ratio import CalcConcreteMixInputMixRatio
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteMixInput")



@_attrs_define
class CalcConcreteMixInput:
    """ 
        Attributes:
            volume_cuyd (float): Wet (placed) concrete volume, cubic yards.
            dry_volume_factor (float | Unset): Dry loose volume of ingredients per unit of wet concrete (estimating
                practice: 1.52-1.57, commonly 1.54). Default: 1.54.
            mix_ratio (CalcConcreteMixInputMixRatio | Unset): Nominal mix by loose volume, cement : sand : gravel. Default:
                CalcConcreteMixInputMixRatio.VALUE_1.
     """

    volume_cuyd: float
    dry_volume_factor: float | Unset = 1.54
    mix_ratio: CalcConcreteMixInputMixRatio | Unset = CalcConcreteMixInputMixRatio.VALUE_1





    def to_dict(self) -> dict[str, Any]:
        volume_cuyd = self.volume_cuyd

        dry_volume_factor = self.dry_volume_factor

        mix_ratio: str | Unset = UNSET
        if not isinstance(self.mix_ratio, Unset):
            mix_ratio = self.mix_ratio.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "volume_cuyd": volume_cuyd,
        })
        if dry_volume_factor is not UNSET:
            field_dict["dry_volume_factor"] = dry_volume_factor
        if mix_ratio is not UNSET:
            field_dict["mix_ratio"] = mix_ratio

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        volume_cuyd = d.pop("volume_cuyd")

        dry_volume_factor = d.pop("dry_volume_factor", UNSET)

        _mix_ratio = d.pop("mix_ratio", UNSET)
        mix_ratio: CalcConcreteMixInputMixRatio | Unset
        if isinstance(_mix_ratio,  Unset):
            mix_ratio = UNSET
        else:
            mix_ratio = CalcConcreteMixInputMixRatio(_mix_ratio)




        calc_concrete_mix_input = cls(
            volume_cuyd=volume_cuyd,
            dry_volume_factor=dry_volume_factor,
            mix_ratio=mix_ratio,
        )

        return calc_concrete_mix_input

