from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_sheathing_input_surface import CalcLumberSheathingInputSurface
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_lumber_sheathing_input_openings_item import CalcLumberSheathingInputOpeningsItem





T = TypeVar("T", bound="CalcLumberSheathingInput")



@_attrs_define
class CalcLumberSheathingInput:
    """ 
        Attributes:
            height_ft (float): Wall height, or roof plane slope length eave to ridge (see lumber/rafter-length), feet.
            length_ft (float): Wall length, or roof plane length along the eave, feet.
            surface (CalcLumberSheathingInputSurface): wall or roof sheathing.
            openings (list[CalcLumberSheathingInputOpeningsItem] | Unset): Openings not sheathed (windows, doors,
                skylights).
            planes (int | Unset): Number of identical walls or roof planes (2 for both sides of a gable). Default: 1.
            waste_pct (float | Unset): Waste added for cuts, percent (10 percent is the usual allowance). Default: 10.0.
     """

    height_ft: float
    length_ft: float
    surface: CalcLumberSheathingInputSurface
    openings: list[CalcLumberSheathingInputOpeningsItem] | Unset = UNSET
    planes: int | Unset = 1
    waste_pct: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_lumber_sheathing_input_openings_item import CalcLumberSheathingInputOpeningsItem
        height_ft = self.height_ft

        length_ft = self.length_ft

        surface = self.surface.value

        openings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.openings, Unset):
            openings = []
            for openings_item_data in self.openings:
                openings_item = openings_item_data.to_dict()
                openings.append(openings_item)



        planes = self.planes

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "height_ft": height_ft,
            "length_ft": length_ft,
            "surface": surface,
        })
        if openings is not UNSET:
            field_dict["openings"] = openings
        if planes is not UNSET:
            field_dict["planes"] = planes
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_lumber_sheathing_input_openings_item import CalcLumberSheathingInputOpeningsItem
        d = dict(src_dict)
        height_ft = d.pop("height_ft")

        length_ft = d.pop("length_ft")

        surface = CalcLumberSheathingInputSurface(d.pop("surface"))




        _openings = d.pop("openings", UNSET)
        openings: list[CalcLumberSheathingInputOpeningsItem] | Unset = UNSET
        if _openings is not UNSET:
            openings = []
            for openings_item_data in _openings:
                openings_item = CalcLumberSheathingInputOpeningsItem.from_dict(openings_item_data)



                openings.append(openings_item)


        planes = d.pop("planes", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_lumber_sheathing_input = cls(
            height_ft=height_ft,
            length_ft=length_ft,
            surface=surface,
            openings=openings,
            planes=planes,
            waste_pct=waste_pct,
        )

        return calc_lumber_sheathing_input

