from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_concrete_footing_input_construction import CalcConcreteFootingInputConstruction
from ..models.calc_concrete_footing_input_foundation import CalcConcreteFootingInputFoundation
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteFootingInput")



@_attrs_define
class CalcConcreteFootingInput:
    """ 
        Attributes:
            foundation (CalcConcreteFootingInputFoundation): Foundation type of the table row: slab-on-grade, crawl-space or
                basement.
            length_ft (float): Total run of continuous footing, feet.
            snow_load_psf (float): Ground snow load or roof live load of the table row, psf. Only the 30 psf rows are
                carried; other values answer 422.
            soil_bearing_psf (float): Load-bearing value of the soil (IRC Table R401.4.1 or a soil test), psf. Only the
                2,000 psf column is carried; other values answer 422.
            thickness_in (float): Footing thickness T, inches.
            wall_thickness_in (float): Thickness of the foundation wall or stem wall centred on the footing, inches (sets
                the projection P = (W - wall)/2).
            width_in (float): Footing width W, inches.
            construction (CalcConcreteFootingInputConstruction | Unset): Construction the footing supports: light-frame (IRC
                Table R403.1(1)), light-frame-brick-veneer (Table R403.1(2), not carried: 422), concrete-or-masonry (cast-in-
                place concrete or fully grouted masonry walls, Table R403.1(3)). Default:
                CalcConcreteFootingInputConstruction.LIGHT_FRAME.
            house_width_ft (float | Unset): Width of the house; the tables assume 32 ft, and footnote b adds or subtracts 2
                in of width and 1 in of thickness per 2 ft of difference. Default: 32.0.
            stories (int | Unset): Stories the footing supports (the IRC tables cover 1 to 3). Default: 1.
            waste_factor (float | Unset): Fraction added to the concrete for waste; 0.10 means 10 percent. Default: 0.1.
     """

    foundation: CalcConcreteFootingInputFoundation
    length_ft: float
    snow_load_psf: float
    soil_bearing_psf: float
    thickness_in: float
    wall_thickness_in: float
    width_in: float
    construction: CalcConcreteFootingInputConstruction | Unset = CalcConcreteFootingInputConstruction.LIGHT_FRAME
    house_width_ft: float | Unset = 32.0
    stories: int | Unset = 1
    waste_factor: float | Unset = 0.1





    def to_dict(self) -> dict[str, Any]:
        foundation = self.foundation.value

        length_ft = self.length_ft

        snow_load_psf = self.snow_load_psf

        soil_bearing_psf = self.soil_bearing_psf

        thickness_in = self.thickness_in

        wall_thickness_in = self.wall_thickness_in

        width_in = self.width_in

        construction: str | Unset = UNSET
        if not isinstance(self.construction, Unset):
            construction = self.construction.value


        house_width_ft = self.house_width_ft

        stories = self.stories

        waste_factor = self.waste_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "foundation": foundation,
            "length_ft": length_ft,
            "snow_load_psf": snow_load_psf,
            "soil_bearing_psf": soil_bearing_psf,
            "thickness_in": thickness_in,
            "wall_thickness_in": wall_thickness_in,
            "width_in": width_in,
        })
        if construction is not UNSET:
            field_dict["construction"] = construction
        if house_width_ft is not UNSET:
            field_dict["house_width_ft"] = house_width_ft
        if stories is not UNSET:
            field_dict["stories"] = stories
        if waste_factor is not UNSET:
            field_dict["waste_factor"] = waste_factor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        foundation = CalcConcreteFootingInputFoundation(d.pop("foundation"))




        length_ft = d.pop("length_ft")

        snow_load_psf = d.pop("snow_load_psf")

        soil_bearing_psf = d.pop("soil_bearing_psf")

        thickness_in = d.pop("thickness_in")

        wall_thickness_in = d.pop("wall_thickness_in")

        width_in = d.pop("width_in")

        _construction = d.pop("construction", UNSET)
        construction: CalcConcreteFootingInputConstruction | Unset
        if isinstance(_construction,  Unset):
            construction = UNSET
        else:
            construction = CalcConcreteFootingInputConstruction(_construction)




        house_width_ft = d.pop("house_width_ft", UNSET)

        stories = d.pop("stories", UNSET)

        waste_factor = d.pop("waste_factor", UNSET)

        calc_concrete_footing_input = cls(
            foundation=foundation,
            length_ft=length_ft,
            snow_load_psf=snow_load_psf,
            soil_bearing_psf=soil_bearing_psf,
            thickness_in=thickness_in,
            wall_thickness_in=wall_thickness_in,
            width_in=width_in,
            construction=construction,
            house_width_ft=house_width_ft,
            stories=stories,
            waste_factor=waste_factor,
        )

        return calc_concrete_footing_input

